import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { exportDir } from '@/lib/build/paths';

// Every page of the export, checked by html-validate (JavaScript, in the owner's loop and the matrix)
// and, in the matrix (scripts/run-tests.mts --all sets W3C_CHECKER=1), by the W3C checker, which needs Java.

const out = path.resolve(exportDir);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Its standard's rules, its accessibility and style rules, and those for whole documents; set where noted. */
const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // Same-origin scripts need no integrity hash; the site loads nothing from another origin.
    'require-sri': ['error', { target: 'crossorigin' }],
    // React writes boolean and empty attributes as name="", which HTML allows; checked for consistency.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // HTML's rule for ids (no space, not empty), as the W3C checker's: React's useId writes `_R_…`.
    'valid-id': ['error', { relaxed: true }],
    // A list may carry a name (ARIA); each project's technologies are the list named "Technologies".
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A title is the owner's words (a project's title, their name): its length is theirs to choose, not an error in the HTML.
    'long-title': 'off',
  },
};

// The 404 page holds its message for each language and kind (page, project), each under its <h1>; its
// script and CSS show one (lib/browser/not-found.ts). Next writes that page twice.
const notFoundPages = new Set(['404.html', '_not-found.html']);
const notFoundConfig: ConfigData = { rules: { 'heading-level': ['error', { allowMultipleH1: true }] } };

test('every page of the export is valid HTML (html-validate)', async () => {
  const pages = htmlFiles(out);
  expect(pages.length).toBeGreaterThan(0);
  const validator = new HtmlValidate(htmlValidateConfig);
  const errors: string[] = [];
  for (const page of pages) {
    const config = notFoundPages.has(path.basename(page)) ? notFoundConfig : {};
    const { results } = await validator.validateString(readFileSync(page, 'utf8'), page, config);
    for (const { messages } of results) {
      for (const { line, column, message, ruleId } of messages) errors.push(`${path.relative(out, page)}:${line}:${column} ${message} (${ruleId})`);
    }
  }
  expect(errors).toEqual([]);
});

if (process.env.W3C_CHECKER === '1') {
  // vnu-jar ships no types: its module is the path of vnu.jar, the W3C Nu HTML Checker.
  const vnuJar = createRequire(__filename)('vnu-jar') as string;

  test('every page of the export is valid HTML (W3C Nu HTML Checker)', async () => {
    test.setTimeout(120_000);
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(0);
    // vnu exits 1 when it finds errors; the JSON report on stderr says which.
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pages], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { code?: unknown; stderr: string }) => {
      if (error.code === 'ENOENT') throw new Error('Java introuvable : le validateur du W3C en a besoin (Debian : apt-get install default-jre-headless).');
      return error;
    });
    const { messages } = JSON.parse(stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
    const errors = messages.map(({ url, lastLine, message }) => `${path.relative(out, new URL(url).pathname)}:${lastLine ?? '?'} ${message}`);
    expect(errors).toEqual([]);
  });
}
