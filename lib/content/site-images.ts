import manifest from '@/generated/images.json';
import { resolveImage, resolvePoster, type ImageManifest, type ResponsiveImageData } from './images';

/** Build-time look-up of a content image in the generated manifest. */
export function getImage(source: string): ResponsiveImageData {
  return resolveImage(manifest as ImageManifest, source);
}

/** Build-time look-up of a video poster in the generated manifest. */
export function getPoster(source: string): { src: string; width: number; height: number } {
  return resolvePoster(manifest as ImageManifest, source);
}
