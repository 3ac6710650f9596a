/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AA_TEXT, contrastRatio, formatRatio } from './contrast';
import { projectTypes } from './project-types';

/** A design token's light and dark values, as app/globals.css writes them: light-dark(#light, #dark). */
function token(name: string): { light: string; dark: string } {
  const css = readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
  const [, light, dark] = css.match(new RegExp(`${name}:\\s*light-dark\\((#[0-9a-f]+),\\s*(#[0-9a-f]+)\\)`, 'i'))!;
  return { light, dark };
}

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is written the French way, never rounded up to a pass', () => {
    expect(formatRatio(4.49)).toBe('4,4:1');
    expect(formatRatio(21)).toBe('21:1');
  });

  // The technologies' own colours are the owner's: the content check measures them at build time.
  it.each(projectTypes.map((type) => [type.value, type]))('the %s type tag is readable in both themes', (_, type) => {
    expect(contrastRatio(type.light.text, type.light.background)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(type.dark.text, type.dark.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['--color-text', '--color-bg'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-surface'],
    ['--color-primary', '--color-bg'],
    ['--color-primary', '--color-surface'],
    ['--color-on-primary', '--color-primary'],
    ['--color-accent', '--color-bg'],
    ['--color-danger', '--color-bg'],
  ])('%s on %s is readable in both modes', (foreground, background) => {
    const [fg, bg] = [token(foreground), token(background)];
    expect(contrastRatio(fg.light, bg.light)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(fg.dark, bg.dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
