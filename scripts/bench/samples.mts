// The bench's figures: samples gathered run after run, their medians, and the files they are written to.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '@/lib/build/paths';
import { median } from './statistics.ts';

/** Medians by "site route what", in ms; null when no run measured it. */
export type Medians = Record<string, number | null>;

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
