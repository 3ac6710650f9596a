import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { getCv } from '@/lib/content/cv';
import { ICON_BUDGET_BYTES, IMAGE_BUDGET_BYTES } from '@/lib/build/image-pipeline';
import { VIDEO_BUDGET_BYTES } from '@/lib/build/video-pipeline';
import { routes } from './site';
import { exportDir } from '@/lib/build/paths';

// Byte budgets over the export itself: the same files give the same sizes on every run, so a page
// that grows past its budget fails here rather than in a benchmark nobody reads.
const out = path.resolve(exportDir);
const KB = 1024;

/** Next's own runtime, measured on the page without an interactive island, may not grow past this. */
const FLOOR_BUDGET = 150 * KB;
/** What any other page may add to the floor. */
const ISLAND_BUDGET = 15 * KB;
const PREVIEW_BUDGET = 120 * KB;
/** The CV goes with every application: it must open at once from a mailbox (scripts/build-cv.ts checks it too). */
const CV_BUDGET = 150 * KB;

/** Every route, and a missing page, as the tests visit them (relative to baseURL). */
const pages = [...routes.map((route) => route.path), 'page-inconnue'];
const FLOOR_PAGE = 'mentions-legales';
/** The V8 compile hint scripts/finalize-export.mts puts on the scripts pages load at start. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts a page loads once it has opened and gone quiet, as the browser asked for them (Next's
 * bootstrap adds them after the first paint, so the HTML alone does not list them). Files under out/.
 * Read from the page itself (its script elements and resource timing) once a script has come and no new
 * one for half a second: a cold browser may draw its first frame, when the loader asks for the scripts,
 * after the network went quiet, and a listener on responses would then count them with the next page.
 */
async function loadedScripts(page: Page, pagePath: string): Promise<string[]> {
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  const urls = await page.evaluate(async () => {
    const scripts = () =>
      [
        ...new Set([
          // A nomodule script (Next's polyfills) is never fetched by a current browser.
          ...[...document.scripts].filter((script) => !script.noModule).map((script) => script.src),
          ...performance.getEntriesByType('resource').map((entry) => entry.name),
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
  });
  return urls.map((url) => {
    const { pathname } = new URL(url);
    return pathname.slice(pathname.indexOf('/_next/'));
  });
}

function gzipBytes(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(path.join(out, file))).length, 0);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every page of the export, and the web app manifest they link (its icons), as one text: what a file's address must appear in to be used. */
function pagesHtml(): string {
  return filesUnder(out)
    .filter((file) => /\.(html|webmanifest)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

test.describe('byte budgets', () => {
  test('the JavaScript runtime stays within its floor budget', async ({ page }) => {
    const floor = await loadedScripts(page, FLOOR_PAGE);
    expect(floor.length).toBeGreaterThan(0);
    expect(gzipBytes(floor)).toBeLessThanOrEqual(FLOOR_BUDGET);
  });

  // The floor, measured once per worker rather than before each page.
  let floor: number;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    floor = gzipBytes(await loadedScripts(page, FLOOR_PAGE));
    await page.close();
  });

  for (const pagePath of pages) {
    test(`/${pagePath} loads at most 15 KB of JavaScript beyond Next's runtime, compiled as it streams in`, async ({
      page,
    }) => {
      const scripts = await loadedScripts(page, pagePath);
      expect(scripts.length).toBeGreaterThan(0);
      expect(gzipBytes(scripts) - floor).toBeLessThanOrEqual(ISLAND_BUDGET);
      // Without the hint, Chrome compiles the runtime on the main thread during hydration.
      const unhinted = scripts.filter((file) => !readFileSync(path.join(out, file), 'utf8').startsWith(COMPILE_HINT));
      expect(unhinted).toEqual([]);
    });
  }

  test('every generated image, icon and preview fits its budget', () => {
    const oversized: string[] = [];
    const check = (files: string[], budget: number) => {
      for (const file of files) {
        const size = statSync(file).size;
        if (size > budget) oversized.push(`${path.relative(out, file)}: ${size} > ${budget} bytes`);
      }
    };
    const generated = filesUnder(path.join(out, '_img', 'images'));
    const icons = filesUnder(path.join(out, '_img', 'icons'));
    const previews = filesUnder(out).filter((file) => file.endsWith('apercu.png'));
    for (const files of [generated, icons, previews]) expect(files.length).toBeGreaterThan(0);
    check(generated, IMAGE_BUDGET_BYTES);
    check(icons, ICON_BUDGET_BYTES);
    check(previews, PREVIEW_BUDGET);
    expect(oversized).toEqual([]);
  });

  test('ships only the image files pages use, never the originals', () => {
    const html = pagesHtml();
    // Next's own files (_next/) are its business; the previews are pages' metadata.
    const images = filesUnder(out).filter(
      (file) => /\.(png|jpe?g|webp|avif|svg)$/i.test(file) && !file.endsWith('apercu.png') && !file.includes(`${path.sep}_next${path.sep}`),
    );
    expect(images.length).toBeGreaterThan(0);
    const unused = images.map((file) => `/${path.relative(out, file)}`).filter((url) => !html.includes(url));
    expect(unused).toEqual([]);
  });

  // Videos load only when the visitor plays one: they count in no page's budget, but each has a cap.
  test('ships each video within its cap, and only the videos and captions pages name', () => {
    const dir = path.join(out, '_media');
    const media = existsSync(dir) ? filesUnder(dir) : [];
    test.skip(media.length === 0, 'the content has no video');
    const html = pagesHtml();
    expect(media.filter((file) => /\.(?:webm|mp4)$/i.test(file) && statSync(file).size > VIDEO_BUDGET_BYTES)).toEqual([]);
    expect(media.map((file) => `/${path.relative(out, file)}`).filter((url) => !html.includes(url))).toEqual([]);
  });

  test("the CV's PDF fits its budget", () => {
    expect(statSync(path.join(out, getCv('fr').file.name)).size).toBeLessThanOrEqual(CV_BUDGET);
  });
});
