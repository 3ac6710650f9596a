// The bench's figures: samples gathered run after run, their medians, and the files they are written to.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '@/lib/build/paths';

/** Medians by "site route what", in ms; null when no run measured it. */
export type Medians = Record<string, number | null>;

/** The median of the numbers among `values`; null when there is none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Values measured under each key, run after run (null: not measured in that run). */
export class Samples {
  private readonly values = new Map<string, (number | null)[]>();

  push(key: string, ...values: (number | null)[]): void {
    this.values.set(key, [...(this.values.get(key) ?? []), ...values]);
  }

  medians(): Medians {
    return Object.fromEntries([...this.values].map(([key, values]) => [key, median(values)]));
  }
}

/** Writes `value` as JSON to bench-results/`name`; the file's path, relative to the repository. */
export async function writeResult(name: string, value: unknown): Promise<string> {
  const file = path.join(root, 'bench-results', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value, null, 2) + '\n');
  return path.relative(root, file);
}
