import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { rgbChannels } from '@/lib/content/colours';

// The colours a generated file is drawn in, read back from the file itself: the palette's tests (unit and
// end-to-end) find the palette's colours there.

/** The colours a pdfkit PDF's pages fill (`r g b scn`) and stroke (`r g b SCN`) with, as #rrggbb. */
export function pdfColours(pdf: Buffer): { fill: Set<string>; stroke: Set<string> } {
  const colours = { fill: new Set<string>(), stroke: new Set<string>() };
  // pdfkit deflates each stream: inflated, a page's content stream lists its operators.
  for (const [, data] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let operators: string;
    try {
      operators = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, r, g, b, operator] of operators.matchAll(/\/DeviceRGB (?:cs|CS)\n([\d.]+) ([\d.]+) ([\d.]+) (scn|SCN)\n/g)) {
      const hex = [r, g, b].map((channel) => Math.round(Number(channel) * 255).toString(16).padStart(2, '0'));
      colours[operator === 'scn' ? 'fill' : 'stroke'].add(`#${hex.join('')}`);
    }
  }
  return colours;
}

/** How many pixels of an image are exactly this colour. */
export async function pixelsOfColour(image: Buffer, colour: string): Promise<number> {
  const [r, g, b] = rgbChannels(colour);
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count += 1;
  return count;
}
