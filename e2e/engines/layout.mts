// How close another engine's layout of a page must be to Chromium's. Where the engine has Chromium's
// fonts (Firefox, on Debian as on Ubuntu) the boxes match to the pixel, but for a rounding; WebKitGTK
// passes over `system-ui` in the site's font list and takes Arial's metric twin, Liberation Sans,
// narrower (as an iPhone's SF is): text wraps less, a page at 390 px is up to 12 % shorter, and the
// header's controls fit on one row instead of two (52 px). A page grown by a band of blank space (the
// contact page's footer in WebKit, 207 px) or a box that lost its column is beyond either tolerance.
import type { EngineName } from './engines.mts';
import type { Box, Layout } from './probe';

/** Each height, position and width may differ by this share of Chromium's, or by these pixels, whichever is more. */
export const tolerances: Record<EngineName, { share: number; pixels: number }> = {
  firefox: { share: 0.05, pixels: 24 },
  webkit: { share: 0.15, pixels: 64 },
};

/** The differences beyond the engine's tolerance, one sentence each; none when the layouts match. */
export function layoutDifferences(engine: EngineName, layout: Layout, chromium: Layout): string[] {
  const { share, pixels } = tolerances[engine];
  const close = (value: number, reference: number) => Math.abs(value - reference) <= Math.max(pixels, share * reference);
  const differences: string[] = [];
  if (layout.viewport !== chromium.viewport) differences.push(`largeur de page ${layout.viewport} px (Chromium ${chromium.viewport} px)`);
  if (layout.overflow > 0) differences.push(`défilement horizontal de ${layout.overflow} px`);
  if (!close(layout.height, chromium.height)) differences.push(`hauteur de page ${layout.height} px (Chromium ${chromium.height} px)`);
  for (const [landmark, reference] of Object.entries(chromium.landmarks)) {
    const box: Box | undefined = layout.landmarks[landmark];
    if (!box) {
      differences.push(`${landmark} absent`);
      continue;
    }
    for (const side of ['top', 'height', 'width'] as const) {
      if (!close(box[side], reference[side])) differences.push(`${landmark} : ${side} ${box[side]} px (Chromium ${reference[side]} px)`);
    }
  }
  return differences;
}
