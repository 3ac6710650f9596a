/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { colourTokens } from './palette-css';
import { compileSiteCss, siteBrowsers } from './site-css';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-css-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stylesheet of the test's own in `dir`, importing a palette file beside it. */
function stylesheet(): string {
  writeFileSync(path.join(dir, 'palette.css'), ':root { --color-bg: light-dark(#ffffff, #000000); }\n');
  const file = path.join(dir, 'globals.css');
  writeFileSync(file, "/* tokens */\n@import './palette.css';\n\nbody {\n  background: var(--color-bg);\n}\n");
  return file;
}

test('inlines the imports and minifies, for the browsers Next builds for: light-dark() rewritten where Safari 16.4 lacks it', () => {
  const css = compileSiteCss(stylesheet(), siteBrowsers(dir));
  expect(css).toContain('--color-bg:');
  expect(css).toContain('#fff');
  expect(css).toContain('body{background:var(--color-bg)}');
  expect(css).not.toContain('light-dark(');
  expect(css).not.toContain('@import');
  expect(css).not.toContain('/*');
});

test("follows the project's browserslist, as Next does", () => {
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ browserslist: ['chrome 130'] }));
  expect(siteBrowsers(dir)).toEqual(['chrome 130']);
  expect(compileSiteCss(stylesheet(), siteBrowsers(dir))).toContain('light-dark(#fff,#000)');
});

test('stops on an import it cannot find, naming the file and the line', () => {
  const file = path.join(dir, 'globals.css');
  writeFileSync(file, "/* tokens */\n@import './missing.css';\n");
  expect(() => compileSiteCss(file, siteBrowsers(dir))).toThrow(/globals\.css:2:\d+ : No such file/);
});

test('stops on CSS it cannot parse, naming the file and the line', () => {
  const file = path.join(dir, 'globals.css');
  writeFileSync(file, 'body {\n  color: red;\n}\n}\n');
  expect(() => compileSiteCss(file, siteBrowsers(dir))).toThrow(/globals\.css:\d+:\d+ : Unexpected end of input/);
});

test('stops on CSS it cannot parse in an imported file, naming that file and its line', () => {
  const file = path.join(dir, 'globals.css');
  writeFileSync(path.join(dir, 'part.css'), 'a {\n  color: red;\n}\n}\n');
  writeFileSync(file, "@import './part.css';\nbody {\n  color: red;\n}\n");
  expect(() => compileSiteCss(file, siteBrowsers(dir))).toThrow(/^[^:]*part\.css:\d+:\d+ : Unexpected end of input/);
});

test("the site's stylesheet compiles, with every colour token of the palette", () => {
  const css = compileSiteCss();
  for (const token of Object.values(colourTokens)) expect(css).toContain(`${token}:`);
});
