// Runs after `next build` (npm's postbuild) on the static export in out/: every page gets a
// Content-Security-Policy <meta http-equiv>, the policy of serve.json with 'unsafe-inline' replaced by
// the hashes of that page's own inline scripts (Next's bootstrap) and styles, so no other inline code
// can run. frame-ancestors only works as a header: hosts send it (see serve.json and deploy/).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const headerPolicy = JSON.parse(await readFile(path.join(root, 'serve.json'), 'utf8'))
  .headers.flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy').value;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function inlineHashes(html, tag) {
  const hashes = new Set();
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  for (const [, attributes = '', body] of html.matchAll(pattern)) {
    // External scripts are covered by 'self'; JSON-LD is data, never run.
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes) || body === '') continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

function pagePolicy(html) {
  return headerPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .map((directive) => {
      const [name] = directive.split(' ');
      if (name === 'script-src') return `script-src 'self' ${inlineHashes(html, 'script').join(' ')}`.trim();
      if (name === 'style-src') return `style-src 'self' ${inlineHashes(html, 'style').join(' ')}`.trim();
      return directive;
    })
    .join('; ');
}

let pages = 0;
for await (const file of files(out)) {
  if (!file.endsWith('.html')) continue;
  const html = await readFile(file, 'utf8');
  // The policy applies to what follows it: it goes first in <head>, right after the charset.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  await writeFile(file, html.replace(/<meta charSet="utf-8"\/>/, (charset) => `${charset}${meta}`));
  pages += 1;
}
console.log(`export: ${pages} pages with their Content-Security-Policy`);
