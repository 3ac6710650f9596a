import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, bundle } from 'lightningcss';
import NEXT_DEFAULT_BROWSERS from 'next/dist/shared/lib/modern-browserslist-target';
import { generatedDir, root } from './paths';

// The site's stylesheet, app/globals.css: the design tokens (with the palette's colours it imports) and
// the elements' base styles, the same on every page. The layouts do not import it: Next would inline it
// in each page's <head> and write it a second time into the page's flight data (vercel/next.js#95141),
// which on the longer pages lies beyond gzip's 32 KB window and so costs its full size again. The content
// check compiles it into generated/site-css.json; the post-build step writes it once at the top of each
// page's <head> (lib/build/finalize-html.ts), outside React's tree, and the root layout renders it under
// `next dev`, which has no such step (components/layout/RootDocument.tsx).

export const SITE_CSS_SOURCE = path.join('app', 'globals.css');
const SITE_CSS_FILE = path.join(generatedDir, 'site-css.json');

/**
 * The browsers Next compiles the components' CSS for, as Next picks them: the project's browserslist
 * (package.json or .browserslistrc), else Next's default.
 */
export function siteBrowsers(dir: string = root): string[] {
  const config = browserslist.loadConfig({ path: dir, env: 'production' });
  return config && config.length > 0 ? browserslist(config) : browserslist(NEXT_DEFAULT_BROWSERS);
}

/**
 * The stylesheet compiled as Next compiles CSS (Lightning CSS, Next's own compiler): its imports
 * inlined, light-dark() and the other features the browsers lack rewritten, minified. Throws, naming the
 * file and the line, on CSS it cannot parse or an import it cannot find.
 */
export function compileSiteCss(file: string = path.join(root, SITE_CSS_SOURCE), browsers: string[] = siteBrowsers()): string {
  try {
    const { code } = bundle({ filename: file, minify: true, targets: browserslistToTargets(browsers) });
    return code.toString();
  } catch (error) {
    // An error in an imported file (the palette's) names that file, not the one compiled.
    const { message, loc, fileName } = error as Error & { loc?: { line: number; column: number }; fileName?: string };
    const where = path.relative(root, path.resolve(fileName ?? file));
    throw new Error(`${where}${loc ? `:${loc.line}:${loc.column}` : ''} : ${message}`);
  }
}

/** Writes the compiled stylesheet where the layout and the post-build step read it. */
export function writeSiteCss(): void {
  const css = compileSiteCss();
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(SITE_CSS_FILE, `${JSON.stringify(css)}\n`);
}

/** The compiled stylesheet, as the content check last wrote it. */
export function readSiteCss(): string {
  return JSON.parse(readFileSync(SITE_CSS_FILE, 'utf8')) as string;
}
