/** Whether an address is a project page's ("/projets/{slug}", under the base path). */
export function isProjectPath(pathname: string, basePath: string): boolean {
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return /^\/projets\/[^/]+\/?$/.test(path);
}
