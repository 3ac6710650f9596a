'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  /** A page of the site, without base path ("/projets"): next/link adds it. */
  href: string;
};

/**
 * A link to another page of the site, followed by Next's client-side navigation. It prefetches nothing
 * while the page loads (a list of cards would otherwise fetch every project at once), and the page it
 * leads to as soon as the visitor shows intent: pointer over it, focus on it, or a finger down on it.
 * Every page's policy allows every page's styles, inline or in CSS files (scripts/finalize-export.mts),
 * so the styles navigation brings along apply.
 */
export function SiteLink({ onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  // Asked for at once, rather than by switching Link's own prefetch on, which waits for a render.
  const prefetch = () => router.prefetch(props.href);
  return (
    <Link
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
