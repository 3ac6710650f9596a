// Lighthouse, default mobile settings (simulated throttling), on every route of a served export: the
// median of each figure per route, printed, then each route's JavaScript and TBT beside the floor's.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { pagePaths } from '@/lib/i18n/routes';
import { chromiumArgs, chromiumExecutable } from '../chromium.mts';
import { writeResult } from './samples.mts';
import { median, paired } from './statistics.ts';
import { printTable } from './tables.mts';

// A page with no client code of its own: its JS is Next's runtime alone, the floor of every route.
const FLOOR_ROUTE = pagePaths.fr.legal;

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

function printRelativeToFloor(routes: string[], medians: RouteMedians, name: string): void {
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
  console.log(`\nVs ${FLOOR_ROUTE}${name} (floor: ${floorJs}, ${floorTbt}): ${deltas.join(' · ')}`);
}

// The figures compared run by run between the two sites of a `--compare`: Lighthouse's simulated TBT
// swings from run to run more than between the sites.
const PAIRED: [heading: string, figure: Figure, unit: string][] = [
  ['TBT', 'tbtMs', 'ms'],
  ['FCP', 'fcpMs', 'ms'],
];

/** For each route both sites have, each figure of PAIRED: the median of the same run's differences, and how often the first site was no higher. */
function printPaired(targets: LighthouseTarget[], samples: Record<string, Figures[]>, label: (route: string, target: LighthouseTarget) => string): void {
  const [ours, theirs] = targets;
  const lines = ours.routes
    .filter((route) => theirs.routes.includes(route))
    .map((route) => {
      const figures = PAIRED.map(([heading, figure, unit]) => {
        const series = (target: LighthouseTarget) => samples[label(route, target)].map((figures) => figures[figure]);
        const comparison = paired(series(ours), series(theirs));
        if (!comparison) return `${heading} –`;
        const { medianDifference, notHigher, runs } = comparison;
        return `${heading} ${medianDifference >= 0 ? '+' : '−'}${Math.abs(medianDifference).toFixed(0)} ${unit} (no higher in ${notHigher}/${runs})`;
      });
      return `- ${route}: ${figures.join(', ')}`;
    });
  console.log(`\n${ours.name} − ${theirs.name}, run by run (median of the same run's differences):\n${lines.join('\n')}`);
}

/** An export measured by Lighthouse: its name in the table, where it is served, and its routes. */
export type LighthouseTarget = { name: string; origin: string; routes: string[] };

/**
 * Lighthouse `runs` times on each route of each target; prints the medians and writes them to
 * bench-results/latest.json. With two targets (`--compare`), each route is measured on one, then at once
 * on the other, so that a slow moment of the machine weighs on both alike.
 */
export async function lighthouseTable(targets: LighthouseTarget[], runs: number): Promise<void> {
  const launched = await chromeLauncher.launch({
    chromePath: chromiumExecutable('bench'),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    handleSIGINT: false,
  });
  // Killed on every way out, Ctrl-C included (scripts/bench.mts turns signals into an exit); the kill is
  // synchronous, so it also works in the 'exit' handler.
  const kill = () => launched.kill();
  process.on('exit', kill);
  try {
    // A row per route and target, the targets of a route side by side; the first target's routes lead.
    const label = (route: string, target: LighthouseTarget) => (targets.length > 1 ? `${route} (${target.name})` : route);
    const rows = targets[0].routes.flatMap((route) =>
      targets.filter((target) => target.routes.includes(route)).map((target) => ({ route, target, label: label(route, target) })),
    );
    // Figures of each run, per row; the full reports are large, so they are not kept.
    const samples: Record<string, Figures[]> = Object.fromEntries(rows.map((row) => [row.label, []]));
    let lighthouseVersion: string | undefined;
    let userAgent: string | undefined;
    // Round-robin over the routes, so that a slow moment of the machine hits different routes, not all
    // the runs of one.
    for (let run = 1; run <= runs; run += 1) {
      for (const { route, target, label: row } of rows) {
        const started = Date.now();
        const result = await lighthouse(`${target.origin}${route}`, { port: launched.port, logLevel: 'error' });
        if (!result) throw new Error(`${row}: Lighthouse returned no result`);
        const { lhr } = result;
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        if (lhr.runtimeError) console.warn(`${row}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        samples[row].push(mapFigures((figure) => FIGURES[figure](lhr)));
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.error(`run ${run}/${runs} ${row} (${seconds} s)`);
      }
    }

    const labels = rows.map((row) => row.label);
    const medians: RouteMedians = Object.fromEntries(
      labels.map((row) => [row, mapFigures((figure) => median(samples[row].map((figures) => figures[figure])))]),
    );
    console.log();
    printLighthouseTable(labels, medians);
    if (targets.length === 2) printPaired(targets, samples, label);
    for (const target of targets) {
      if (!target.routes.includes(FLOOR_ROUTE)) continue;
      const own = Object.fromEntries(target.routes.map((route) => [route, medians[label(route, target)]]));
      printRelativeToFloor(target.routes, own, targets.length > 1 ? ` (${target.name})` : '');
    }

    const file = await writeResult('latest.json', { date: new Date().toISOString(), runs, lighthouseVersion, userAgent, routes: medians });
    console.log(`\nMedians written to ${file}`);
  } finally {
    kill();
    process.off('exit', kill);
  }
}
