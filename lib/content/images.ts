import { withBasePath } from '@/lib/site/base-path';

/**
 * Written by scripts/build-images.mts: content image path → intrinsic size and generated widths. An image
 * served as it is (an SVG) has no widths.
 */
export type ImageManifest = Record<string, { width: number; height: number; widths: number[] }>;

/** What a <picture> needs to draw one source image at the right size and format. */
export type ResponsiveImageData = {
  src: string;
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
};

/** Where the build serves a content file as it is ("icons/react.svg" → "/_img/icons/react.svg"). */
export function assetPath(source: string): string {
  return `/_img/${source}`;
}

/** The generated file for a content image at one width and format (see scripts/build-images.mts). */
export function variantPath(source: string, width: number, format: 'avif' | 'webp'): string {
  return assetPath(`${source.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`);
}

/** Resolves a content image through the manifest the build wrote. */
export function resolveImage(manifest: ImageManifest, source: string): ResponsiveImageData {
  const entry = manifest[source];
  if (!entry) {
    throw new Error(`Image « ${source} » absente de generated/images.json : lancez \`npm run build\`.`);
  }
  if (entry.widths.length === 0) {
    return { src: withBasePath(assetPath(source)), width: entry.width, height: entry.height, avifSrcSet: '', webpSrcSet: '' };
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

/** A video poster is drawn at most this wide: the carousel's 420 CSS px on a screen of density 2. */
export const POSTER_MAX_WIDTH = 840;

/**
 * The one width a poster is published at (a poster has no srcset): the largest of the image's widths
 * that the carousel can use, so a poster that is also a carousel image reuses that image's file.
 */
export function posterWidth(widths: readonly number[]): number {
  return widths.filter((width) => width <= POSTER_MAX_WIDTH).at(-1) ?? widths[0];
}

/** A video's poster through the manifest: one WebP file, or an SVG as it is. */
export function resolvePoster(manifest: ImageManifest, source: string): { src: string; width: number; height: number } {
  const { src, width, height } = resolveImage(manifest, source);
  const entry = manifest[source];
  if (entry.widths.length === 0) return { src, width, height };
  return { src: withBasePath(variantPath(source, posterWidth(entry.widths), 'webp')), width, height };
}
