/** WCAG 2.1 contrast between two colours written as #rgb or #rrggbb. */
import { rgbChannels } from './colours';

function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbChannels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether the first colour is the lighter of the two: which one to darken for contrast. */
export function isLighter(colour: string, than: string): boolean {
  return relativeLuminance(colour) > relativeLuminance(than);
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/** WCAG AA for what is not text: a focus ring against what surrounds it (1.4.11). */
export const AA_NON_TEXT = 3;

/** "4,5:1", as a French reader writes a ratio. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toLocaleString('fr-FR')}:1`;
}
