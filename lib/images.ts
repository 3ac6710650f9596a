import { withBasePath } from './base-path';

/** Written by scripts/build-images.mjs: source path → intrinsic size and generated widths. */
export type ImageManifest = Record<string, { width: number; height: number; widths: number[] }>;

/** What a <picture> needs to draw one source image at the right size and format. */
export type ResponsiveImageData = {
  src: string;
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
};

/** The generated file for a source image at one width and format (see scripts/build-images.mjs). */
export function variantPath(source: string, width: number, format: 'avif' | 'webp'): string {
  return `/_img${source.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`;
}

/**
 * Resolves a content image path. An image the build step did not process (an SVG) is drawn as it is,
 * with the size the caller expects.
 */
export function resolveImage(
  manifest: ImageManifest,
  source: string,
  fallback: { width: number; height: number },
): ResponsiveImageData {
  const entry = manifest[source];
  if (!entry) {
    return { src: withBasePath(source), ...fallback, avifSrcSet: '', webpSrcSet: '' };
  }
  const srcSet = (format: 'avif' | 'webp') =>
    entry.widths.map((w) => `${withBasePath(variantPath(source, w, format))} ${w}w`).join(', ');
  const middle = entry.widths[Math.floor((entry.widths.length - 1) / 2)];
  return {
    src: withBasePath(variantPath(source, middle, 'webp')),
    width: entry.width,
    height: entry.height,
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
  };
}
