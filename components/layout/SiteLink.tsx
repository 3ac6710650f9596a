import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/base-path';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A page of the site, without base path ("/projets"). */
  href: string;
};

/**
 * A link to another page of the site, followed as a full page load rather than Next's client-side
 * navigation. Each page carries its own Content-Security-Policy, which allows its own inline CSS by
 * hash (scripts/finalize-export.mts); a client-side navigation would insert the next page's CSS into
 * the current page, where that policy blocks it. A static page is small and loads in a moment, the
 * scripts come from the cache, and the back button restores pages from the back-forward cache.
 */
export function SiteLink({ href, ...props }: Props) {
  return <a href={withBasePath(href)} {...props} />;
}
