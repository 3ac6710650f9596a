import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to another page of the site: client-side navigation without prefetching. Each page is a small
 * static file fetched in a moment on click; prefetching every page a screen links to would instead
 * add a dozen requests to each first visit on a phone.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
