// The weight of each page's HTML, read from the export's files: gzip -9 as the budgets measure it
// (e2e/budget.spec.ts), its inline CSS, and the page without the second copy of that CSS that Next writes
// in the flight data (lib/build/flight-css-copy.ts), which tells what the page costs from what
// vercel/next.js#95141 adds. No browser and no server: it is the first table the bench prints.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import { exportCssReader, withoutFlightCssCopy } from '@/lib/build/flight-css-copy';
import { headStyles } from '@/lib/build/html-tree';
import { printTable } from './tables.mts';

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

/** A route's HTML file in an export: `/` is index.html, `/projets` projets.html. */
const htmlFile = (dir: string, route: string) => path.join(dir, `${route === '/' ? 'index' : route.slice(1)}.html`);

/** One row per route and export: HTML, inline CSS, the HTML without Next's copy of it, and how many of its CSS texts it copies. */
export function printWeight(targets: { name: string; dir: string; routes: string[] }[]): void {
  const rows: string[][] = [];
  for (const { name, dir, routes } of targets) {
    const readCss = exportCssReader(dir);
    for (const route of routes) {
      const file = htmlFile(dir, route);
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      const inlineCss = headStyles(parse(html)).reduce((bytes, { text }) => bytes + Buffer.byteLength(text), 0);
      const { html: rest, texts, copies } = withoutFlightCssCopy(html, readCss);
      rows.push([`${route} (${name})`, gzipKb(html).toFixed(1), (inlineCss / 1024).toFixed(1), gzipKb(rest).toFixed(1), `${copies} of ${texts}`]);
    }
  }
  printTable(['Page weight', 'HTML (KB gzip -9)', 'Inline CSS (KB)', 'Without the flight copy of the CSS (KB gzip -9)', 'CSS texts copied'], rows);
}
