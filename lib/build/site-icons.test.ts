/** @jest-environment node */
import sharp from 'sharp';
import { iconFiles } from '@/lib/site/site-icons';
import { icoFile, iconSourceProblems, renderIcon } from './site-icons';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#ff0000"/></svg>',
);
const background = '#0000ff';

/** The ICO directory: each entry's size and where its image lies. */
function icoEntries(ico: Buffer) {
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    return { width: ico.readUInt8(entry) || 256, height: ico.readUInt8(entry + 1) || 256, length: ico.readUInt32LE(entry + 8), offset: ico.readUInt32LE(entry + 12) };
  });
}

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
};

describe('the ICO container', () => {
  it('has an icon header and one directory entry per PNG, pointing at its bytes', () => {
    const pngs = [16, 256].map((size) => ({ size, png: Buffer.from(`png-${size}`) }));
    const ico = icoFile(pngs);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const entries = icoEntries(ico);
    expect(entries.map((entry) => [entry.width, entry.height])).toEqual([
      [16, 16],
      [256, 256],
    ]);
    expect(entries[0].offset).toBe(6 + 2 * 16);
    for (const [index, entry] of entries.entries()) {
      expect(ico.subarray(entry.offset, entry.offset + entry.length)).toEqual(pngs[index].png);
    }
    expect(ico.length).toBe(entries[1].offset + entries[1].length);
  });

  it('refuses a size the format cannot say', () => {
    expect(() => icoFile([{ size: 300, png: Buffer.from('x') }])).toThrow('300');
  });
});

describe('the icons drawn from the source', () => {
  it('favicon.ico holds a PNG at each size', async () => {
    const ico = await renderIcon(iconFiles.favicon, svg, background);
    const entries = icoEntries(ico);
    expect(entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      const meta = await sharp(ico.subarray(entry.offset, entry.offset + entry.length)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', entry.width, entry.width]);
    }
  });

  it('the PNGs have their size; the apple one is opaque, its corners the background colour', async () => {
    const large = await renderIcon(iconFiles.large, svg, background);
    expect(await sharp(large).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect((await pixel(large, 0, 0))[3]).toBe(0);
    expect(await pixel(large, 256, 256)).toEqual([255, 0, 0, 255]);
    const apple = await renderIcon(iconFiles.apple, svg, background);
    expect(await sharp(apple).metadata()).toMatchObject({ width: 180, height: 180 });
    expect((await sharp(apple).stats()).isOpaque).toBe(true);
    expect((await pixel(apple, 0, 0)).slice(0, 3)).toEqual([0, 0, 255]);
  });

  it('the maskable icon is opaque and keeps the drawing inside the central 80 %', async () => {
    const maskable = await renderIcon(iconFiles.maskable, svg, background);
    expect((await sharp(maskable).stats()).isOpaque).toBe(true);
    // 5 % in from the edge is outside the safe zone: background only.
    expect((await pixel(maskable, 256, 26)).slice(0, 3)).toEqual([0, 0, 255]);
    expect((await pixel(maskable, 256, 256)).slice(0, 3)).toEqual([255, 0, 0]);
  });

  it('the SVG is served as it is', async () => {
    expect(await renderIcon(iconFiles.svg, svg, background)).toBe(svg);
  });
});

// The icon's background colour is the palette's, checked with the content (lib/content/content-validation.test.ts).
describe('the icon setting', () => {
  const where = 'content/site.ts : siteIcon';
  it('accepts a square SVG', async () => {
    expect(await iconSourceProblems(where, 'icone.svg', svg)).toEqual([]);
  });

  it('names a missing file, a source that is not square or too small', async () => {
    expect(await iconSourceProblems(where, 'absente.svg', undefined)).toEqual([
      'content/site.ts : siteIcon.fichier « absente.svg » est introuvable dans le dossier du contenu.',
    ]);
    const wide = await sharp({ create: { width: 600, height: 400, channels: 3, background } }).png().toBuffer();
    expect(await iconSourceProblems(where, 'large.png', wide)).toEqual([
      'content/site.ts : siteIcon.fichier « large.png » doit être carré (il mesure 600 × 400).',
    ]);
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer();
    expect((await iconSourceProblems(where, 'petite.png', small))[0]).toContain('au moins 512 × 512');
    expect((await iconSourceProblems(where, 'texte.svg', Buffer.from('pas une image')))[0]).toContain('n’est pas une image lisible');
  });
});
