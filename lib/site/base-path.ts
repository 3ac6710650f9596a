import { env } from './env';

/** Sub-path the site is served under ("" at the root, "/portfolio" on a GitHub project page). */
export const basePath = env.basePath;

/**
 * Prefixes a root-relative path with the deployment's base path. next/link does this by itself;
 * plain <img>, <source> and <a href> to static files need it.
 */
export function withBasePath(path: string, base = basePath): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${base}${path}`;
}
