import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { exportDir } from '@/lib/build/paths';

// vnu-jar ships no types: its module is the path of vnu.jar, the W3C Nu HTML Checker.
const vnuJar = createRequire(__filename)('vnu-jar') as string;

const out = path.resolve(exportDir);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('every page of the export is valid HTML (W3C Nu HTML Checker)', async () => {
  test.setTimeout(120_000);
  const pages = htmlFiles(out);
  expect(pages.length).toBeGreaterThan(0);
  // vnu exits 1 when it finds errors; the JSON report on stderr says which.
  const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pages], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stderr: string }) => error);
  const { messages } = JSON.parse(stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
  const errors = messages.map(({ url, lastLine, message }) => `${path.relative(out, new URL(url).pathname)}:${lastLine ?? '?'} ${message}`);
  expect(errors).toEqual([]);
});
