/** The attribute the 404 page's script sets on <html> when the unknown address is a project's. */
export const PROJECT_NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** Whether an address, under the site's base path, is a project's: /projets/{slug}. */
export function isProjectAddress(pathname: string, basePath: string): boolean {
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return /^\/projets\/[^/]+\/?$/.test(path);
}

/**
 * The 404 page's message. One 404.html answers every unknown address, so which message fits ("Projet
 * introuvable" under /projets/{slug}) is only known in the browser. Run as the page is parsed, it marks
 * <html> before the first paint: the right message shows at once, without waiting for hydration.
 */
export function markNotFound(basePath: string): void {
  if (isProjectAddress(window.location.pathname, basePath)) {
    document.documentElement.setAttribute(PROJECT_NOT_FOUND_ATTRIBUTE, 'projet');
  }
}
