import type { ResponsiveImageData } from '@/lib/content/images';

type Props = {
  image: ResponsiveImageData;
  alt: string;
  /** The rendered width per viewport, so the browser picks the smallest sufficient file. */
  sizes: string;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** AVIF with a WebP fallback at several widths; width and height reserve the space (no layout shift). */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: Props) {
  return (
    <picture>
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />}
      {image.webpSrcSet && <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />}
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
