// The last step of `npm run build` (scripts/build.mjs), on each page of the static export in out/:
//  1. Paint first, then hydrate: Next announces its async scripts (and low-priority
//     preloads) in <head>, where they compete with the page's own images and often run before its
//     first paint. A small inline loader at the end of <body> requests them once the first frame is
//     drawn (at once in a background tab, where no frame is drawn): the page's images come first, and
//     hydration starts one frame later (figures in the README).
//  2. Compile in the background: V8 compiles a script's functions lazily, on the main thread, the
//     first time each is called, and hydration calls most of Next's runtime at once: one long
//     task at 4× CPU throttling. The explicit compile hint `//# allFunctionsCalledOnLoad`
//     (https://v8.dev/blog/explicit-compile-hints) on the scripts every page loads at start lets
//     Chrome compile them eagerly while they stream in, off the main thread. Chunks imported later
//     (the EmailJS client) keep lazy compilation.
//  3. Content-Security-Policy: a <meta http-equiv>, the policy of the headers (lib/security-headers.ts,
//     written into serve.json) with 'unsafe-inline' replaced by the hashes of that page's own inline
//     scripts (Next's bootstrap) and styles, so no other inline code can run. frame-ancestors only
//     works as a header: hosts send it (npm run hosts writes their files).
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

// Every script a page requests at start, across pages: the ones that get the compile hint.
const startupScripts = new Set();

function scriptsAfterFirstPaint(html) {
  const sources = [];
  const rest = html
    .replace(/<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g, '')
    .replace(/<script src="([^"]+)" async=""><\/script>/g, (_, source) => {
      sources.push(source);
      startupScripts.add(source);
      return '';
    });
  const loader =
    '(function(s){function go(){s.forEach(function(src){var e=document.createElement("script");' +
    'e.src=src;document.body.appendChild(e)})}document.visibilityState==="visible"?' +
    `requestAnimationFrame(function(){setTimeout(go)}):go()})(${JSON.stringify(sources)})`;
  return rest.replace('</body>', `<script>${loader}</script></body>`);
}

let pages = 0;
for await (const file of files(out)) {
  if (!file.endsWith('.html')) continue;
  const html = scriptsAfterFirstPaint(await readFile(file, 'utf8'));
  // The policy applies to what follows it: it goes first in <head>, right after the charset.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  await writeFile(file, html.replace(/<meta charSet="utf-8"\/>/, (charset) => `${charset}${meta}`));
  pages += 1;
}
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
for (const source of startupScripts) {
  // The URL carries the base path, the file in out/ does not.
  const file = path.join(out, source.slice(source.indexOf('/_next/static/')));
  const code = await readFile(file, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
}
console.log(
  `export: ${pages} pages with their scripts after the first paint and their Content-Security-Policy, ` +
    `${startupScripts.size} startup scripts with a compile hint`,
);
