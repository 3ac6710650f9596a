import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { SCRIPT_FILES_PATH } from '@/lib/browser/control-scripts';
import { exportDir } from '@/lib/build/paths';
import { visitPath } from './content';

// The JavaScript budgets, over the export's own files: the same files give the same sizes on every run,
// so a page that grows past its budget fails a test rather than a benchmark nobody reads.

const out = path.resolve(exportDir);
const KB = 1024;

/** Next's runtime (and the site's 1 KB navigation script), measured on the page without an interactive island, may not grow past this. */
export const FLOOR_BUDGET = 150 * KB;
/** What any other page may add to the floor. */
const ISLAND_BUDGET = 15 * KB;
/** A page with no client code of its own: its JavaScript is Next's runtime, and the navigation script every page loads. */
const FLOOR_PAGE = visitPath('fr', { page: 'legal' });
/** V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), as V8 spells it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts the page has loaded once it has gone quiet, as the browser asked for them (Next's
 * bootstrap adds them after the first paint, so the HTML alone does not list them). Files under the
 * export. Read from the page itself (its script elements and resource timing) once a script has come
 * and no new one for half a second: a cold browser may draw its first frame, when the loader asks for
 * the scripts, after the network went quiet, and a listener on responses would then count them with
 * the next page.
 */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(async (controlScripts) => {
    // The controls' code a loaded page has fetched (lib/browser/control-scripts.ts) runs only if a
    // navigation brings their control: the page's own run inline, within its HTML budget.
    const prefetched = (entry: PerformanceResourceTiming) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname.includes(controlScripts);
    const scripts = () =>
      [
        ...new Set([
          // A nomodule script (Next's polyfills) is never fetched by a current browser.
          ...[...document.scripts].filter((script) => !script.noModule).map((script) => script.src),
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => !prefetched(entry as PerformanceResourceTiming))
            .map((entry) => entry.name),
        ]),
      ]
        .filter((url) => url && new URL(url).pathname.endsWith('.js'))
        .sort();
    // Quiet: the same scripts at every look for half a second, looked at every 100 ms.
    let seen = '';
    let since = performance.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = scripts().join(' ');
      if (now !== seen) [seen, since] = [now, performance.now()];
      else if (now && performance.now() - since >= 500) return scripts();
    }
  }, `${SCRIPT_FILES_PATH}/`);
  // The file under the export: the address without its base path.
  return urls.map((url) => {
    const { pathname } = new URL(url);
    return pathname.slice(Math.max(...['/_next/', `${SCRIPT_FILES_PATH}/`].map((folder) => pathname.indexOf(folder))));
  });
}

function gzipBytes(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(path.join(out, file))).length, 0);
}

/** The runtime's weight: what the page without an interactive island loads, on a page of its own. */
export async function measureFloor(browser: Browser, testInfo: TestInfo): Promise<number> {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await page.goto(FLOOR_PAGE, { waitUntil: 'networkidle' });
  const scripts = await loadedScripts(page);
  await page.close();
  expect(scripts.length).toBeGreaterThan(0);
  return gzipBytes(scripts);
}

/**
 * The loaded page's scripts weigh at most 15 KB beyond the runtime (`floor`), and each of Next's carries
 * the compile hint: without it, Chrome compiles the runtime on the main thread during hydration (the
 * site's own navigation script runs a few small functions once).
 */
export async function expectScriptsWithinBudget(page: Page, floor: number) {
  const scripts = await loadedScripts(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes(scripts) - floor).toBeLessThanOrEqual(ISLAND_BUDGET);
  const unhinted = scripts.filter((file) => file.startsWith('/_next/') && !readFileSync(path.join(out, file), 'utf8').startsWith(COMPILE_HINT));
  expect(unhinted).toEqual([]);
}
