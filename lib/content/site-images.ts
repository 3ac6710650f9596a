import manifest from '@/generated/images.json';
import { resolveImage, type ImageManifest, type ResponsiveImageData } from './images';

/** Build-time look-up of a content image in the generated manifest. */
export function getImage(source: string): ResponsiveImageData {
  return resolveImage(manifest as ImageManifest, source);
}
