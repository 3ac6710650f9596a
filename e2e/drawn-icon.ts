/**
 * The area an icon's `<use>` draws, in the page (a Playwright `evaluate` or the engines' probe): a `<use>`
 * whose file or symbol is missing draws nothing, and its box stays empty. Self-contained, so that
 * Playwright can send it to the page as it is.
 */
export function drawnArea(use: SVGUseElement): number {
  const box = use.getBBox();
  return box.width * box.height;
}
