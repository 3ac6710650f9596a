'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  /** A page of the site, without base path ("/projets"): next/link adds it. */
  href: string;
};

/**
 * A link to another page of the site, followed by Next's client-side navigation. It prefetches nothing
 * while the page loads (a list of cards would otherwise fetch every project at once), and the page it
 * leads to as soon as the visitor shows intent: pointer over it, focus on it, or a finger down on it,
 * which comes some 100 ms before the tap ends. Every page's policy allows every page's styles, inline
 * or in CSS files (scripts/finalize-export.mts), so the styles navigation brings along apply.
 */
export function SiteLink({ onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's own policy (prefetch in view), switched on once the visitor shows intent.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
