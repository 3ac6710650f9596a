// The tables the bench prints, in markdown, ready to paste into docs/performance.md.
import type { Medians } from './samples.mts';
import type { ScaledExport } from './scale.mts';
import type { Origins } from './serve.mts';

/** Prints a markdown table: the first column left-aligned, the figures right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log([line(header), `|:${'-'.repeat(widths[0] + 1)}|${widths.slice(1).map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`, ...rows.map(line)].join('\n'));
}

const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));

const milliseconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? '–' : ms.toFixed(0));

const kilobytes = (kb: number | null) => (kb === null ? '–' : kb.toFixed(1));

/** The scaled lists' table: one row per number of projects and notes. */
export function printScale(builds: Record<string, ScaledExport>, result: Medians): void {
  const rows = Object.entries(builds).map(([count, { buildSeconds, projectsKb, notesKb }]) => {
    const tap = result[`${count} tap`];
    const tapText = tap === null || tap === undefined ? '–' : tap === 0 ? '< 16' : tap.toFixed(0);
    return [count, buildSeconds.toFixed(0), kilobytes(projectsKb), kilobytes(notesKb), seconds(result[`${count} control`]), tapText];
  });
  printTable(['Projects and notes', 'Build (s)', '/projets (KB gzip)', '/notes (KB gzip)', 'Filter choices work (s)', 'Tag tap (ms)'], rows);
}

/** The table: one row per route and site, then the tap and Back rows. */
export function printInteraction(origins: Origins, routes: string[], result: Medians): void {
  const rows: string[][] = [];
  for (const route of routes) {
    for (const name of Object.keys(origins)) {
      rows.push([
        `${route} (${name})`,
        seconds(result[`${name} ${route} paint`]),
        seconds(result[`${name} ${route} lcp`]),
        seconds(result[`${name} ${route} control`]),
        milliseconds(result[`${name} ${route} blocking`]),
      ]);
    }
    for (const name of Object.keys(origins)) {
      if (route === '/projets') rows.push([`${route} filter choices (${name})`, '', '', seconds(result[`${name} ${route} choices`]), '']);
      if (route === '/contact') rows.push([`${route} first field (${name})`, '', '', seconds(result[`${name} ${route} typing`]), '']);
    }
  }
  for (const name of Object.keys(origins)) {
    const row = (label: string, key: string) => [`${label} (${name})`, '', '', seconds(result[`${name} ${key}`]), ''];
    rows.push(row('tap card → carousel works, from the lift', 'tap'));
    rows.push(row('tap card → carousel works, from the finger down', 'tap touch'));
    rows.push(row('tap after an intent on another card, from the lift', 'tap other'));
    rows.push(row('tap a card already prefetched, from the lift', 'tap prefetched'));
    rows.push(row('Back → filters work', 'back'));
  }
  printTable(['Throttled phone (4× CPU, 150 ms, 1.6 Mbit/s)', 'First paint (s)', 'Largest paint (s)', 'Control works (s)', 'Blocking after first paint (ms)'], rows);
}
