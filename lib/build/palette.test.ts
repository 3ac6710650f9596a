/** @jest-environment node */
// The palette (content/palette.ts) is the one place the site's colours are written: changed there, a colour
// reaches the pages' CSS, the CV's PDF, the link previews, the manifest and the browser's bar. Each generator
// takes the palette as a parameter (the content's by default); the built site is checked against the
// content's own palette by the end-to-end tests (theme, icons, sharing and cv specs).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { palette } from '@/content/palette';
import { normalHex } from '@/lib/content/colours';
import type { Palette } from '@/lib/content/content-schema';
import { buildCv } from '@/lib/content/cv';
import { webManifest } from '@/lib/site/site-icons';
import { viewportFor } from '@/lib/site/viewport';
import { cvSource } from '@/lib/test/cv-fixtures';
import { pdfColours, pixelsOfColour } from '@/lib/test/drawn-colours';
import { contentTsconfig } from './paths';
import { renderCvPdf } from './cv-pdf';
import { colourTokens, paletteCss } from './palette-css';

/** Colours of the test's own, which no palette here uses. */
const PRIMARY = '#b0107a';
const BACKGROUND = '#fbf6ea';

/** The content's palette with its light theme's primary colour and page background changed, in that one place. */
const changed: Palette = { ...palette, light: { ...palette.light, primary: PRIMARY, background: BACKGROUND } };

/** A link preview drawn in this palette, as PNG. */
function preview(drawnIn: Palette): Buffer {
  // next/og cannot draw inside jest: lib/test/preview-cli.mts draws in a Node process of its own.
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../test/preview-cli.mts')], {
    input: JSON.stringify(drawnIn),
    env: { ...process.env, TSX_TSCONFIG_PATH: contentTsconfig },
    maxBuffer: 16 * 1024 * 1024,
  });
}

test('the test’s colours are not the content’s', () => {
  expect([palette.light.primary, palette.light.background].map(normalHex)).not.toContain(PRIMARY);
  expect([palette.light.primary, palette.light.background].map(normalHex)).not.toContain(BACKGROUND);
});

describe('the colour tokens', () => {
  it('give each colour of the palette its light and dark values, in one :root rule', () => {
    const css = paletteCss(palette);
    expect(css.match(/\{/g)).toHaveLength(1);
    for (const [role, token] of Object.entries(colourTokens) as [keyof typeof colourTokens, string][]) {
      expect(css).toContain(`${token}:light-dark(${palette.light[role]},${palette.dark[role]})`);
    }
  });
});

describe('a primary colour changed in the palette', () => {
  it('is the pages’ primary token', () => {
    expect(paletteCss(changed)).toContain(`--color-primary:light-dark(${PRIMARY},${palette.dark.primary})`);
    expect(paletteCss()).not.toContain(PRIMARY);
  });

  it('colours the CV PDF’s headings, links and header rule', async () => {
    const cv = buildCv(cvSource(), 'fr');
    const drawn = pdfColours((await renderCvPdf(cv, changed)).pdf);
    expect(drawn.fill).toContain(PRIMARY);
    expect(drawn.stroke).toContain(PRIMARY);
    expect(drawn.fill).toContain(normalHex(palette.light.text));
    const before = pdfColours((await renderCvPdf(cv)).pdf);
    expect([...before.fill, ...before.stroke]).not.toContain(PRIMARY);
    expect(before.fill).toContain(normalHex(palette.light.primary));
  });

  it('draws the owner’s line of a link preview', async () => {
    expect(await pixelsOfColour(preview(changed), PRIMARY)).toBeGreaterThan(100);
    expect(await pixelsOfColour(preview(palette), PRIMARY)).toBe(0);
  }, 60_000);
});

describe('a page background changed in the palette', () => {
  it('is the manifest’s colours and the browser bar’s in the light theme', () => {
    expect(webManifest(changed)).toMatchObject({ theme_color: BACKGROUND, background_color: BACKGROUND });
    expect(viewportFor(changed).themeColor).toEqual([
      { media: '(prefers-color-scheme: light)', color: BACKGROUND },
      { media: '(prefers-color-scheme: dark)', color: palette.dark.background },
    ]);
    expect(webManifest().theme_color).toBe(palette.light.background);
  });

  it('is the pages’ background token', () => {
    expect(paletteCss(changed)).toContain(`--color-bg:light-dark(${BACKGROUND},${palette.dark.background})`);
  });
});
