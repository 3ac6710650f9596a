/** The attribute the 404 page's script sets on <html> when the unknown address is a project's. */
export const PROJECT_NOT_FOUND_ATTRIBUTE = 'data-not-found';

/**
 * The 404 page's inline script. One 404.html answers every unknown address, so which message fits
 * ("Projet introuvable" under /projets/{slug}) is only known in the browser. Run as the page is
 * parsed, it marks <html> before the first paint: the right message shows at once, without waiting
 * for hydration. Plain ES5 text, as it runs before any of the site's scripts.
 */
export function notFoundScript(basePath: string): string {
  return (
    '(function(p,b){if(b&&p.indexOf(b)===0)p=p.slice(b.length);' +
    `if(/^\\/projets\\/[^/]+\\/?$/.test(p))document.documentElement.setAttribute("${PROJECT_NOT_FOUND_ATTRIBUTE}","projet")})` +
    `(location.pathname,${JSON.stringify(basePath).replace(/</g, '\\u003c')})`
  );
}
