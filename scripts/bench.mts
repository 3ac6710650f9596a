// Benchmark of the static export, median of several runs of every route:
//   0. the weight of each page's HTML, read from the files (scripts/bench/weight.mts), and its response as
//      served, against the first round trip (scripts/bench/first-response.mts);
//   1. Lighthouse, default mobile settings (simulated throttling): scripts/bench/lighthouse.mts;
//   2. what a visitor on a throttled phone waits for, in a real Chromium (scripts/bench/interaction.mts):
//      first paint, the main control working, the main thread's blocking time, a tap on a card until the
//      project works, Back to the list;
//   3. the project list with 2, 60 and 300 projects (scripts/bench/scale.mts builds each aside): when its
//      filters work, and how long a tap on a technology takes.
// The export measured is out/, or the folder EXPORT_DIR names (lib/build/paths.ts). `--compare DIR`
// measures a second export (another build, copied aside) in the same run, side by side, Lighthouse
// included (each route on one, then on the other): this machine is noisy, so only figures of one run
// compare. A measurement, not a test: it exits 0 whatever the scores,
// and only fails when it cannot measure at all. Figures and how to read them: docs/performance.md.
// Usage: npm run build && npm run bench [-- --runs N] [--compare DIR] [--skip-lighthouse] [--scale 2,60,300|""]
//   [--routes /projets,/notes]: only these pages of the export (the phone part only if one of its pages is among them).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportDir, root } from '@/lib/build/paths';
import { pagePath, pagePaths } from '@/lib/i18n/routes';
import { printFirstResponse } from './bench/first-response.mts';
import { measureInteraction } from './bench/interaction.mts';
import { lighthouseTable } from './bench/lighthouse.mts';
import { writeResult } from './bench/samples.mts';
import { buildScaledExports, measureScale } from './bench/scale.mts';
import { serveExport, stopServers, type Origins } from './bench/serve.mts';
import { printInteraction, printScale } from './bench/tables.mts';
import { printWeight } from './bench/weight.mts';

const outDir = path.resolve(root, exportDir);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    compare: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Numbers of projects the list is measured with (scripts/bench/scale.mts); "" skips it.
    scale: { type: 'string', default: '2,60,300' },
    // Some pages of the export only (as their addresses, without the base path): "/projets,/notes".
    routes: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${options.runs}"`);
const scaleCounts = options.scale.split(',').filter(Boolean).map(Number);
if (scaleCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--scale takes numbers of projects, got "${options.scale}"`);
if (!existsSync(outDir)) throw new Error(`${exportDir}/ is missing: run \`npm run build\` first`);
if (options.compare && !existsSync(path.join(options.compare, 'index.html'))) {
  throw new Error(`--compare ${options.compare}: no exported site there`);
}

/** The pages exported in a folder of the export ("projets", "en/notes"), by their slugs; none without the folder. */
async function pagesIn(outDir: string, folder: string): Promise<string[]> {
  const dir = path.join(outDir, folder);
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
}

/**
 * Every page of an export, in each language it was built in (an English page only when its en.html is
 * there), the notes' pages in a language that has them.
 */
async function discoverRoutes(outDir: string): Promise<string[]> {
  const slugs = await pagesIn(outDir, 'projets');
  const locales = (['fr', 'en'] as const).filter((locale) => locale === 'fr' || existsSync(path.join(outDir, 'en.html')));
  const routes = await Promise.all(
    locales.map(async (locale) => {
      const { home, projects, about, cv, contact, legal } = pagePaths[locale];
      const notes = pagePath(locale, { page: 'notes' });
      const noteSlugs = await pagesIn(outDir, notes.slice(1));
      const notePages = noteSlugs.length > 0 ? [notes, ...noteSlugs.map((slug) => pagePath(locale, { page: 'note', slug }))] : [];
      return [home, projects, ...slugs.map((slug) => `${projects}/${slug}`), ...notePages, about, cv, contact, legal];
    }),
  );
  return routes.flat();
}

const exported = await discoverRoutes(outDir);
const chosen = options.routes?.split(',').filter(Boolean);
const unknown = chosen?.filter((route) => !exported.includes(route)) ?? [];
if (unknown.length > 0) throw new Error(`--routes: ${unknown.join(', ')} not in ${exportDir}/ (its pages: ${exported.join(', ')})`);
const routes = chosen ?? exported;
const only = (list: string[]) => (chosen ? list.filter((route) => chosen.includes(route)) : list);
// The servers stop on every way out: normal end, thrown error, Ctrl-C or kill.
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));

try {
  const compareDir = options.compare && path.resolve(options.compare);
  const exports = [{ name: 'out', dir: outDir, routes }];
  if (compareDir) exports.push({ name: 'compare', dir: compareDir, routes: only(await discoverRoutes(compareDir)) });
  printWeight(exports);
  console.log();
  const origins: Origins = {};
  for (const { name, dir } of exports) origins[name] = await serveExport(dir);
  await printFirstResponse(origins, exports);
  console.log();
  if (!options['skip-lighthouse']) await lighthouseTable(exports.map(({ name, routes }) => ({ name, origin: origins[name], routes })), runs);
  const interactionRoutes = routes.filter((route) => route === '/projets' || route.startsWith('/projets/') || route === '/contact');
  if (interactionRoutes.length > 0) {
    const interaction = await measureInteraction(origins, interactionRoutes, Math.max(runs, 5));
    console.log();
    printInteraction(origins, interactionRoutes, interaction);
    await writeResult('interaction.json', interaction);
  }
  if (scaleCounts.length > 0) {
    const scaleOrigins: Origins = {};
    const builds = await buildScaledExports(scaleCounts);
    for (const [count, { folder }] of Object.entries(builds)) scaleOrigins[count] = await serveExport(folder);
    const scale = await measureScale(scaleOrigins, Math.max(runs, 5));
    console.log();
    printScale(builds, scale);
    await writeResult('scale.json', scale);
  }
} finally {
  stopServers();
}
