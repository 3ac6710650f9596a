/**
 * Prefixes a root-relative path with the deployment's base path. next/link does this by itself;
 * plain <img>, <source> and <a href> to static files need it.
 */
export function withBasePath(path: string, basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}
