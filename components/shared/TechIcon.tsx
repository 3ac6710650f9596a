import type { Technology } from '@/lib/content-schema';
import { withBasePath } from '@/lib/base-path';
import { assetPath } from '@/lib/images';

type Props = { technology: Technology; size: number; className?: string };

/**
 * A technology's icon, decorative (its name is always written beside it). Lazy, so icons in a closed
 * panel or below the fold cost nothing on arrival.
 */
export function TechIcon({ technology, size, className }: Props) {
  return (
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
