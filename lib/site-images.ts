import manifest from '@/generated/images.json';
import { resolveImage, type ImageManifest, type ResponsiveImageData } from './images';

/** Size assumed for an image the build step does not process (an SVG). */
const UNKNOWN_SIZE = { width: 1280, height: 800 };

/** Build-time look-up of a content image in the generated manifest. */
export function getImage(source: string): ResponsiveImageData {
  return resolveImage(manifest as ImageManifest, source, UNKNOWN_SIZE);
}
