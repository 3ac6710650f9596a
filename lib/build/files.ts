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
