import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, at any depth; nothing when it does not exist. */
export async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * A file's size as the build's French messages write it: "37,8 Ko", "8,1 Mo". Rounded up to the tenth,
 * so a file just over a budget never reads as equal to it.
 */
export function fileSize(bytes: number, unit: 'Ko' | 'Mo'): string {
  const units = bytes / (unit === 'Ko' ? 1024 : 1024 * 1024);
  return `${oneDecimal.format(Math.ceil(units * 10) / 10)} ${unit}`;
}
