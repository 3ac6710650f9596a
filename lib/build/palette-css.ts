import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { palette as contentPalette } from '@/content/palette';
import type { Palette, ThemeColours } from '@/lib/content/content-schema';
import { generatedDir } from './paths';

// The colour tokens of the pages, written from the content's palette (content/palette.ts) by the content
// check, the first step of `npm run build` and `npm run dev`, to generated/palette.css. app/globals.css
// imports that file: Next bundles it into the same stylesheet, inlined in every page, so the tokens cost
// no request and only the bytes of their one :root rule. A <style> element of their own (as
// components/layout/ContentColors.tsx writes the technologies' colours) would add its tag and a CSP hash
// to every page, and would come after globals.css, where it would undo the print colours.

/** The custom property of each colour of the palette, as the components' CSS Modules read it. */
export const colourTokens: Record<keyof ThemeColours, string> = {
  background: '--color-bg',
  surface: '--color-surface',
  surfaceMuted: '--color-surface-muted',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  primary: '--color-primary',
  primaryStrong: '--color-primary-strong',
  onPrimary: '--color-on-primary',
  accent: '--color-accent',
  focus: '--color-focus',
  danger: '--color-danger',
};

/**
 * One :root rule: each colour with both its values, light-dark(light, dark), which the `color-scheme` of
 * app/globals.css picks from.
 */
export function paletteCss(palette: Palette = contentPalette): string {
  const roles = Object.keys(colourTokens) as (keyof ThemeColours)[];
  const colours = roles.map((role) => `${colourTokens[role]}:light-dark(${palette.light[role]},${palette.dark[role]})`);
  return `:root{${colours.join(';')}}\n`;
}

/** Called once the content is checked: a malformed colour would otherwise reach the stylesheet. */
export function writePaletteCss(): void {
  mkdirSync(generatedDir, { recursive: true });
  const header = '/* Written from the content\'s palette.ts by lib/build/palette-css.ts: edit the palette, not this file. */';
  writeFileSync(path.join(generatedDir, 'palette.css'), `${header}\n${paletteCss()}`);
}
