import { env } from './env';
import { withBasePath } from './base-path';

/** The absolute public address of a page path ("/projets" → "https://example.org/portfolio/projets"). */
export function absoluteUrl(path: string): string {
  return `${env.siteUrl}${withBasePath(path)}`;
}

/** The absolute address of a root-relative href that already carries the base path (a published image's src). */
export function absoluteHref(href: string): string {
  return `${env.siteUrl}${href}`;
}
