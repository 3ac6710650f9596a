/** Colours as the content writes them, #rgb or #rrggbb (content-schema.ts `colour`): their channels, and mixes. */

/** The red, green and blue channels, from 0 to 255. */
export function rgbChannels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (channels: number[]) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** The colour as #rrggbb, lowercase: one spelling to compare with what a browser or an image gives back. */
export function normalHex(hex: string): string {
  return toHex(rgbChannels(hex));
}

/** `share` (0 to 1) of `colour` over `base`, as paint mixes: what CSS color-mix(in srgb) gives. */
export function mix(colour: string, base: string, share: number): string {
  const bottom = rgbChannels(base);
  return toHex(rgbChannels(colour).map((channel, i) => channel * share + bottom[i] * (1 - share)));
}
