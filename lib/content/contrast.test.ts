/** @jest-environment node */
import { AA_TEXT, contrastRatio, formatRatio, isLighter } from './contrast';
import { projectTypeColors } from './project-types';

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
  it.each(Object.entries(projectTypeColors))('the %s type tag is readable in both themes', (_, type) => {
    expect(contrastRatio(type.light.text, type.light.background)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(type.dark.text, type.dark.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('tells which of two colours is the lighter, whichever way they are given', () => {
    expect(isLighter('#fff', '#000')).toBe(true);
    expect(isLighter('#000', '#fff')).toBe(false);
  });

  // The site's own colours are the owner's (content/palette.ts): the content check measures each pair of both
  // themes (lib/content/content-validation.ts), the content the site is built from included.
});
