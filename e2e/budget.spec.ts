import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Byte budgets over the export itself: the same files give the same sizes on every run, so a page
// that grows past its budget fails here rather than in a benchmark nobody reads.
const out = path.resolve(__dirname, '..', 'out');
const KB = 1024;

/** Next's own runtime, measured on the page without an interactive island, may not grow past this. */
const FLOOR_BUDGET = 150 * KB;
/** What any other page may add to the floor. */
const ISLAND_BUDGET = 15 * KB;
const IMAGE_BUDGET = { generated: 60 * KB, icon: 4 * KB, preview: 120 * KB };

const pages = {
  '/': 'index.html',
  '/projets': 'projets.html',
  '/projets/portfolio': 'projets/portfolio.html',
  '/projets/niltiplication': 'projets/niltiplication.html',
  '/a_propos': 'a_propos.html',
  '/contact': 'contact.html',
  '/mentions-legales': 'mentions-legales.html',
  '/404': '404.html',
};

/** The gzip size of the scripts a page loads when it opens (legacy nomodule scripts excepted). */
function pageJavaScript(file: string): number {
  const html = readFileSync(path.join(out, file), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/noModule/i.test(tag))
    .map(([, src]) => src.slice(src.indexOf('/_next/')));
  return scripts.reduce((total, src) => total + gzipSync(readFileSync(path.join(out, src))).length, 0);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test.describe('byte budgets', () => {
  test('the JavaScript runtime stays within its floor budget', () => {
    expect(pageJavaScript(pages['/mentions-legales'])).toBeLessThanOrEqual(FLOOR_BUDGET);
  });

  for (const [route, file] of Object.entries(pages)) {
    test(`${route} loads at most 15 KB of JavaScript beyond Next's runtime`, () => {
      const floor = pageJavaScript(pages['/mentions-legales']);
      expect(pageJavaScript(file) - floor).toBeLessThanOrEqual(ISLAND_BUDGET);
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
    const generated = filesUnder(path.join(out, '_img'));
    expect(generated.length).toBeGreaterThan(0);
    check(generated, IMAGE_BUDGET.generated);
    check(filesUnder(path.join(out, 'icons')), IMAGE_BUDGET.icon);
    check(filesUnder(out).filter((file) => file.endsWith('apercu.png')), IMAGE_BUDGET.preview);
    expect(oversized).toEqual([]);
  });
});
