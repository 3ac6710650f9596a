// Benchmark of the static export, median of several runs of every route:
//   1. Lighthouse, default mobile settings (simulated throttling);
//   2. what a visitor on a throttled phone waits for, in a real Chromium (scripts/bench-interaction.mts):
//      first paint, the main control working, a tap on a card until the project works, Back to the list;
//   3. the project list with 2, 60 and 300 projects (scripts/bench-scale.mts builds each aside): when its
//      filters work, and how long a tap on a technology takes.
// The export measured is out/, or the folder EXPORT_DIR names (lib/build/paths.ts). `--compare DIR`
// measures a second export (another build, copied aside) in the same run, side by side: this machine is
// noisy, so only figures of one run compare. A measurement, not a test: it exits 0 whatever the scores,
// and only fails when it cannot measure at all.
// Usage: npm run build && npm run bench [-- --runs N] [--compare DIR] [--skip-lighthouse] [--scale 2,60,300|""]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { exportDir, root } from '@/lib/build/paths';
import { pagePaths } from '@/lib/i18n/routes';
import { measureInteraction, measureScale, median, printInteraction, printScale, printTable, type Origins } from './bench-interaction.mts';
import { buildScaledExports } from './bench-scale.mts';
import { chromiumArgs, chromiumExecutable } from './chromium.mts';

const outDir = path.resolve(root, exportDir);
const resultFile = path.join(root, 'bench-results', 'latest.json');
// BASE_PATH may live in .env.local, as for `next build`.
nextEnv.loadEnvConfig(root);
const basePath = process.env.BASE_PATH ?? '';
// A page with no client code of its own: its JS is Next's runtime alone, the floor of every route.
const FLOOR_ROUTE = pagePaths.fr.legal;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    compare: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Numbers of projects the list is measured with (scripts/bench-scale.mts); "" skips it.
    scale: { type: 'string', default: '2,60,300' },
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

// Every figure, read from one Lighthouse result (null when Lighthouse could not compute it).
const FIGURES = {
  performance: (lhr) => score(lhr, 'performance'),
  accessibility: (lhr) => score(lhr, 'accessibility'),
  bestPractices: (lhr) => score(lhr, 'best-practices'),
  seo: (lhr) => score(lhr, 'seo'),
  fcpMs: (lhr) => lhr.audits['first-contentful-paint']?.numericValue ?? null,
  lcpMs: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? null,
  tbtMs: (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? null,
  cls: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
  totalBytes: (lhr) => lhr.audits['total-byte-weight']?.numericValue ?? null,
  scriptBytes: (lhr) => sum(requests(lhr)?.filter((r) => r.resourceType === 'Script').map((r) => r.transferSize)),
  requests: (lhr) => requests(lhr)?.length ?? null,
} satisfies Record<string, (lhr: Result) => number | null>;
type Figure = keyof typeof FIGURES;
type Figures = Record<Figure, number | null>;

/** Figures whose each value is `value(figure)`. */
function mapFigures(value: (figure: Figure) => number | null): Figures {
  // Object.keys types its keys as strings: these are FIGURES' own.
  return Object.fromEntries((Object.keys(FIGURES) as Figure[]).map((figure) => [figure, value(figure)])) as Figures;
}

// Columns of the printed table: heading and how a median is shown.
const COLUMNS: [heading: string, figure: Figure, format: (value: number) => string][] = [
  ['Perf', 'performance', (v) => v.toFixed(0)],
  ['A11y', 'accessibility', (v) => v.toFixed(0)],
  ['BP', 'bestPractices', (v) => v.toFixed(0)],
  ['SEO', 'seo', (v) => v.toFixed(0)],
  ['FCP (s)', 'fcpMs', (v) => (v / 1000).toFixed(2)],
  ['LCP (s)', 'lcpMs', (v) => (v / 1000).toFixed(2)],
  ['TBT (ms)', 'tbtMs', (v) => v.toFixed(0)],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['Transfer (KB)', 'totalBytes', kilobytes],
  ['JS (KB)', 'scriptBytes', kilobytes],
  ['Requests', 'requests', (v) => v.toFixed(0)],
];

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? value * 100 : null;
}

/** The rows of the network-requests audit, a table; undefined when Lighthouse did not list them. */
function requests(lhr: Result) {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? details.items : undefined;
}

/** The sum of the numbers among `values` (a table cell may hold anything); null without a table. */
function sum(values: unknown[] | undefined): number | null {
  return values ? values.reduce<number>((total, value) => total + (typeof value === 'number' ? value : 0), 0) : null;
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Every page of the export, in each language it was built in (an English page only when out/en.html is there). */
async function discoverRoutes(): Promise<string[]> {
  const slugs = (await readdir(path.join(outDir, 'projets')))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
  const locales = (['fr', 'en'] as const).filter((locale) => locale === 'fr' || existsSync(path.join(outDir, 'en.html')));
  return locales.flatMap((locale) => {
    const { home, projects, about, cv, contact, legal } = pagePaths[locale];
    return [home, projects, ...slugs.map((slug) => `${projects}/${slug}`), about, cv, contact, legal];
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0);
  await new Promise((resolve) => probe.once('listening', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port to probe a free port with');
  return address.port;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`serve-export.mts exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve-export.mts did not answer on ${url} within 10 s`);
}

/** Median figures of each route. */
type RouteMedians = Record<string, Figures>;

function printLighthouseTable(routes: string[], medians: RouteMedians): void {
  const rows = routes.map((route) => [
    route,
    ...COLUMNS.map(([, figure, format]) => {
      const value = medians[route][figure];
      return value === null ? '–' : format(value);
    }),
  ]);
  printTable(['Route', ...COLUMNS.map(([heading]) => heading)], rows);
}

function printRelativeToFloor(routes: string[], medians: RouteMedians): void {
  const floor = medians[FLOOR_ROUTE];
  const signed = (value: number, digits: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
  const deltas = routes
    .filter((route) => route !== FLOOR_ROUTE)
    .map((route) => {
      const { scriptBytes, tbtMs } = medians[route];
      const js =
        scriptBytes === null || floor.scriptBytes === null
          ? '–'
          : `${signed((scriptBytes - floor.scriptBytes) / 1024, 1)} KB JS`;
      const tbt = tbtMs === null || floor.tbtMs === null ? '–' : `${signed(tbtMs - floor.tbtMs, 0)} ms TBT`;
      return `${route} ${js}, ${tbt}`;
    });
  const floorJs = floor.scriptBytes === null ? '–' : `${kilobytes(floor.scriptBytes)} KB JS`;
  const floorTbt = floor.tbtMs === null ? '–' : `${floor.tbtMs.toFixed(0)} ms TBT`;
  console.log(`\nVs ${FLOOR_ROUTE} (floor: ${floorJs}, ${floorTbt}): ${deltas.join(' · ')}`);
}

const routes = await discoverRoutes();
let chrome: chromeLauncher.LaunchedChrome | undefined;
// Every export served (the measured one, the compared one, the scaled lists), until the end.
const servers: ChildProcess[] = [];
// One cleanup for every way out: normal end, thrown error, Ctrl-C or kill. The kills are synchronous,
// so they also work in the 'exit' handler.
const stop = () => {
  chrome?.kill();
  chrome = undefined;
  servers.forEach((server) => server.kill());
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));

/** Serves the export in `dir` on a free port; its origin (base path included) once it answers. */
async function serveExport(dir: string): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve-export.mts'), String(port), dir], {
    stdio: 'ignore',
  });
  servers.push(server);
  const origin = `http://localhost:${port}${basePath}`;
  await waitForServer(`${origin}/`, server);
  return origin;
}

try {
  const origin = await serveExport(outDir);
  const origins: Origins = { out: origin };
  if (options.compare) origins.compare = await serveExport(path.resolve(options.compare));
  if (!options['skip-lighthouse']) await lighthouseTable(origin);
  const interactionRoutes = routes.filter((route) => route === '/projets' || route.startsWith('/projets/') || route === '/contact');
  const interaction = await measureInteraction(origins, interactionRoutes, Math.max(runs, 5));
  console.log();
  printInteraction(origins, interactionRoutes, interaction);
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(path.join(path.dirname(resultFile), 'interaction.json'), JSON.stringify(interaction, null, 2) + '\n');
  if (scaleCounts.length > 0) {
    const scaleOrigins: Origins = {};
    for (const [count, folder] of Object.entries(await buildScaledExports(scaleCounts))) scaleOrigins[count] = await serveExport(folder);
    const scale = await measureScale(scaleOrigins, Math.max(runs, 5));
    console.log();
    printScale(scaleOrigins, scale);
    await writeFile(path.join(path.dirname(resultFile), 'scale.json'), JSON.stringify(scale, null, 2) + '\n');
  }
} finally {
  stop();
}

async function lighthouseTable(origin: string): Promise<void> {
  const launched = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    handleSIGINT: false,
  });
  chrome = launched;

  // Figures of each run, per route; the full reports are large, so they are not kept.
  const samples: Record<string, Figures[]> = Object.fromEntries(routes.map((route) => [route, []]));
  let lighthouseVersion: string | undefined;
  let userAgent: string | undefined;
  // Round-robin over the routes, so that a slow moment of the machine hits different routes, not all
  // the runs of one.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const started = Date.now();
      const result = await lighthouse(`${origin}${route}`, { port: launched.port, logLevel: 'error' });
      if (!result) throw new Error(`${route}: Lighthouse returned no result`);
      const { lhr } = result;
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      if (lhr.runtimeError) console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      samples[route].push(mapFigures((figure) => FIGURES[figure](lhr)));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(`run ${run}/${runs} ${route} (${seconds} s)`);
    }
  }

  const medians: RouteMedians = Object.fromEntries(
    routes.map((route) => [route, mapFigures((figure) => median(samples[route].map((figures) => figures[figure])))]),
  );
  console.log();
  printLighthouseTable(routes, medians);
  printRelativeToFloor(routes, medians);

  await mkdir(path.dirname(resultFile), { recursive: true });
  const result = { date: new Date().toISOString(), runs, lighthouseVersion, userAgent, routes: medians };
  await writeFile(resultFile, JSON.stringify(result, null, 2) + '\n');
  console.log(`\nMedians written to ${path.relative(root, resultFile)}`);
  launched.kill();
  chrome = undefined;
}
