/**
 * Next's second copy of a page's inline CSS, in the page's flight data (`self.__next_f`, which React reads
 * to hydrate): with `experimental.inlineCss`, each CSS file the page writes in a <head> style is written
 * again there (vercel/next.js#95141). The bench (scripts/bench/weight.mts) weighs each page with and without
 * it, to tell what the page costs from what that defect adds. A measurement only: the export is never
 * rewritten.
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { staticPath } from './finalize-html';
import { headStyles } from './html-tree';

/** The characters Next escapes in the flight data's scripts, so that no string ends the <script>. */
const NEXT_SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A text as the flight data's scripts spell it: inside a JavaScript string, with Next's escapes. */
const inFlightScript = (text: string) => JSON.stringify(text).slice(1, -1).replace(/[&<>\u2028\u2029]/g, (c) => NEXT_SCRIPT_ESCAPES[c]);

/** How a text is spelled in the flight data's scripts: as a row's text (once escaped), or as a string inside a row's JSON (twice). */
export const flightSpellings = (text: string): string[] => [...new Set([inFlightScript(text), inFlightScript(JSON.stringify(text).slice(1, -1))])];

/**
 * The CSS texts the page inlines in <head>: the text of a style that names one file or one owner's
 * style (`content-colors`), and each file's text, read with `readCss`, for a style that lists several.
 */
function inlinedCss(html: string, readCss: (href: string) => string | undefined): string[] {
  return headStyles(parse(html)).flatMap(({ hrefs, text }) => (hrefs.length === 1 ? [text] : hrefs.map(readCss).filter((css) => css !== undefined)));
}

/** Reads, from the export in `dir`, the CSS file a page names by its address (base path included). */
export function exportCssReader(dir: string): (href: string) => string | undefined {
  return (href) => {
    const file = staticPath(href);
    return file && existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : undefined;
  };
}

/**
 * The page without the flight data's copies of its inline CSS, and how many of its CSS texts had one.
 * Each text is taken out wherever it appears after the flight data's start (a file that two segments share
 * is written twice, vercel/next.js#98079), spelled as a row's text (once escaped) or as a string inside a
 * row's JSON (twice).
 */
export function withoutFlightCssCopy(html: string, readCss: (href: string) => string | undefined): { html: string; texts: number; copies: number } {
  const flightStart = html.indexOf('self.__next_f');
  const texts = inlinedCss(html, readCss);
  let rest = html;
  let copies = 0;
  if (flightStart < 0) return { html, texts: texts.length, copies };
  // An empty style has no copy to find (and an empty spelling would match between every character).
  for (const css of texts.filter((text) => text !== '')) {
    const before = rest;
    for (const spelling of flightSpellings(css)) {
      rest = rest.slice(0, flightStart) + rest.slice(flightStart).split(spelling).join('');
    }
    if (rest !== before) copies += 1;
  }
  return { html: rest, texts: texts.length, copies };
}
