import type { Technology } from '@/lib/content/content-schema';
import { withBasePath } from '@/lib/site/base-path';
import { assetPath } from '@/lib/content/images';

type Props = { technology: Technology; size: number; className?: string };

/**
 * A technology's icon, decorative (its name is always written beside it). Lazy, so icons in a closed
 * panel or below the fold cost nothing on arrival.
 */
export function TechIcon({ technology, size, className }: Props) {
  return (
    // An SVG served as it is: next/image would add nothing under a static export.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={withBasePath(assetPath(technology.imgSrc))}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
