import { env } from './env';
import { withBasePath } from './base-path';

/** The absolute public address of a page path ("/projets" → "https://example.org/portfolio/projets"). */
export function absoluteUrl(path: string): string {
  return `${env.siteUrl}${withBasePath(path)}`;
}
