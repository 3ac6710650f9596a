/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { technologies } from '@/content/technologies';
import { AA_TEXT, contrastRatio } from './contrast';

/** A design token's light and dark values, as app/globals.css writes them: light-dark(#light, #dark). */
function token(name: string): { light: string; dark: string } {
  const css = readFileSync(path.join(__dirname, '..', 'app', 'globals.css'), 'utf8');
  const [, light, dark] = css.match(new RegExp(`${name}:\\s*light-dark\\((#[0-9a-f]+),\\s*(#[0-9a-f]+)\\)`, 'i'))!;
  return { light, dark };
}

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(technologies.map((t) => [t.label, t]))('the %s tag is readable in light mode', (_, technology) => {
    expect(contrastRatio(technology.textColor, technology.bgLight)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(technologies.map((t) => [t.label, t]))('the %s tag is readable in dark mode', (_, technology) => {
    // Dark mode writes tags in the site's own text colour on the technology's dark background.
    expect(contrastRatio(token('--color-text').dark, technology.bgDark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['professionnel', 'universitaire', 'personnel'])('the %s type tag is readable in both modes', (type) => {
    const background = token(`--type-${type}-bg`);
    const text = token(`--type-${type}-text`);
    expect(contrastRatio(text.light, background.light)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(text.dark, background.dark)).toBeGreaterThanOrEqual(AA_TEXT);
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
