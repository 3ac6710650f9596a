// Benchmark of the static export, median of several runs of every route:
//   1. Lighthouse, default mobile settings (simulated throttling);
//   2. what a visitor on a throttled phone waits for, in a real Chromium (scripts/bench-interaction.mjs):
//      first paint, the main control working, a tap on a card until the project works, Back to the list;
//   3. the project list with 2, 60 and 300 projects (scripts/bench-scale.mjs builds each aside): when its
//      filters work, and how long a tap on a technology takes.
// `--compare DIR` measures a second export (another build, copied aside) in the same run, side by side:
// this machine is noisy, so only figures of one run compare. A measurement, not a test: it exits 0
// whatever the scores, and only fails when it cannot measure at all.
// Usage: npm run build && npm run bench [-- --runs N] [--compare DIR] [--skip-lighthouse] [--scale 2,60,300|""]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureInteraction, measureScale, printInteraction, printScale } from './bench-interaction.mjs';
import { buildScaledExports } from './bench-scale.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const resultFile = path.join(root, 'bench-results', 'latest.json');
// BASE_PATH may live in .env.local, as for `next build`.
nextEnv.loadEnvConfig(root);
const basePath = process.env.BASE_PATH ?? '';
// A page with no client code of its own: its JS is Next's runtime alone, the floor of every route.
const FLOOR_ROUTE = '/mentions-legales';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    compare: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Numbers of projects the list is measured with (scripts/bench-scale.mjs); "" skips it.
    scale: { type: 'string', default: '2,60,300' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${options.runs}"`);
const scaleCounts = options.scale.split(',').filter(Boolean).map(Number);
if (scaleCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--scale takes numbers of projects, got "${options.scale}"`);
if (!existsSync(outDir)) throw new Error('out/ is missing: run `npm run build` first');
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
};

// Columns of the printed table: heading and how a median is shown.
const COLUMNS = [
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

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? value * 100 : null;
}

function requests(lhr) {
  return lhr.audits['network-requests']?.details?.items;
}

function sum(values) {
  return values ? values.reduce((total, value) => total + (value ?? 0), 0) : null;
}

function kilobytes(bytes) {
  return (bytes / 1024).toFixed(1);
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function discoverRoutes() {
  const slugs = (await readdir(path.join(outDir, 'projets')))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
  return ['/', '/projets', ...slugs.map((slug) => `/projets/${slug}`), '/a_propos', '/cv', '/contact', FLOOR_ROUTE];
}

async function freePort() {
  const probe = net.createServer().listen(0);
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForServer(url, server) {
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

function printTable(routes, medians) {
  const header = ['Route', ...COLUMNS.map(([heading]) => heading)];
  const rows = routes.map((route) => [
    route,
    ...COLUMNS.map(([, key, format]) => (medians[route][key] === null ? '–' : format(medians[route][key]))),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  // Route left-aligned, figures right-aligned, as the separator row tells markdown renderers too.
  const align = (cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  const line = (cells) => `| ${cells.map(align).join(' | ')} |`;
  const rule = (w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`);
  const separator = `|${widths.map(rule).join('|')}|`;
  console.log([line(header), separator, ...rows.map(line)].join('\n'));
}

function printRelativeToFloor(routes, medians) {
  const floor = medians[FLOOR_ROUTE];
  const signed = (value, digits) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
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
const serve = (port, dir) =>
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve-export.mts'), String(port), dir], {
    stdio: 'ignore',
  });
const port = await freePort();
const server = serve(port, outDir);
const comparePort = options.compare ? await freePort() : undefined;
const compareServer = options.compare ? serve(comparePort, path.resolve(options.compare)) : undefined;
let chrome;
// One cleanup for every way out: normal end, thrown error, Ctrl-C or kill. Both kills are synchronous,
// so they also work in the 'exit' handler.
const scaleServers = [];
const stop = () => {
  chrome?.kill();
  chrome = undefined;
  server.kill();
  compareServer?.kill();
  scaleServers.forEach((scaleServer) => scaleServer.kill());
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));

try {
  const origin = `http://localhost:${port}${basePath}`;
  await waitForServer(`${origin}/`, server);
  const origins = { out: origin };
  if (compareServer) {
    origins.compare = `http://localhost:${comparePort}${basePath}`;
    await waitForServer(`${origins.compare}/`, compareServer);
  }
  if (!options['skip-lighthouse']) await lighthouseTable(origin);
  const interactionRoutes = routes.filter((route) => route === '/projets' || route.startsWith('/projets/') || route === '/contact');
  const interaction = await measureInteraction(origins, interactionRoutes, Math.max(runs, 5));
  console.log();
  printInteraction(origins, interactionRoutes, interaction);
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(path.join(path.dirname(resultFile), 'interaction.json'), JSON.stringify(interaction, null, 2) + '\n');
  if (scaleCounts.length > 0) {
    const scaleOrigins = {};
    for (const [count, folder] of Object.entries(await buildScaledExports(scaleCounts))) {
      const scalePort = await freePort();
      const scaleServer = serve(scalePort, folder);
      scaleServers.push(scaleServer);
      scaleOrigins[count] = `http://localhost:${scalePort}${basePath}`;
      await waitForServer(`${scaleOrigins[count]}/`, scaleServer);
    }
    const scale = await measureScale(scaleOrigins, Math.max(runs, 5));
    console.log();
    printScale(scaleOrigins, scale);
    await writeFile(path.join(path.dirname(resultFile), 'scale.json'), JSON.stringify(scale, null, 2) + '\n');
  }
} finally {
  stop();
}

async function lighthouseTable(origin) {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    handleSIGINT: false,
  });

  // Figures of each run, per route; the full reports are large, so they are not kept.
  const samples = Object.fromEntries(routes.map((route) => [route, []]));
  let lighthouseVersion;
  let userAgent;
  // Round-robin over the routes, so that a slow moment of the machine hits different routes, not all
  // the runs of one.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const started = Date.now();
      const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, logLevel: 'error' });
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      if (lhr.runtimeError) console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      samples[route].push(Object.fromEntries(Object.entries(FIGURES).map(([key, read]) => [key, read(lhr)])));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(`run ${run}/${runs} ${route} (${seconds} s)`);
    }
  }

  const medians = Object.fromEntries(
    routes.map((route) => [
      route,
      Object.fromEntries(
        Object.keys(FIGURES).map((key) => [key, median(samples[route].map((figures) => figures[key]))]),
      ),
    ]),
  );
  console.log();
  printTable(routes, medians);
  printRelativeToFloor(routes, medians);

  await mkdir(path.dirname(resultFile), { recursive: true });
  const result = { date: new Date().toISOString(), runs, lighthouseVersion, userAgent, routes: medians };
  await writeFile(resultFile, JSON.stringify(result, null, 2) + '\n');
  console.log(`\nMedians written to ${path.relative(root, resultFile)}`);
  chrome.kill();
  chrome = undefined;
}
