import sharp from 'sharp';
import type { IconFile } from '@/lib/site/site-icons';

// Drawing the site's icons from the content's one source image (SVG or a large square raster), for
// scripts/build-icons.mts.

/** Side of the drawing inside a maskable icon: Android crops to a circle of 80 % of the side. */
const MASKABLE_SAFE_ZONE = 0.8;

/**
 * An ICO file holding PNG images, one per size (PNG entries are valid since Windows Vista and read by
 * every browser): a 6-byte header, a 16-byte directory entry per image, then the images.
 */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`Une icône ICO mesure de 1 à 256 pixels, pas ${size}.`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width, 0 meaning 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The source drawn as a square PNG of this side, sharp at any size (an SVG is rasterised at that size). */
async function squarePng(source: Buffer, side: number): Promise<Buffer> {
  const { width = side, format } = await sharp(source).metadata();
  // An SVG is drawn at 72 dpi by default, its own size: ask for the density that gives `side` pixels.
  const density = format === 'svg' ? Math.min(72 * (side / width), 100_000) : undefined;
  return sharp(source, density ? { density } : {}).resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

/** One icon file, drawn from the source at its sizes, on the background colour (the palette's iconBackground) where it must be opaque. */
export async function renderIcon(file: IconFile, source: Buffer, background: string): Promise<Buffer> {
  if (file.format === 'svg') return source;
  const pngs = await Promise.all(
    file.sizes.map(async (size) => {
      let png: Buffer;
      if (file.background === 'maskable') {
        const inner = Math.round(size * MASKABLE_SAFE_ZONE);
        png = await sharp({ create: { width: size, height: size, channels: 4, background } })
          .composite([{ input: await squarePng(source, inner), gravity: 'centre' }])
          .png()
          .toBuffer();
      } else {
        png = await squarePng(source, size);
        if (file.background === 'opaque') png = await sharp(png).flatten({ background }).png().toBuffer();
      }
      return { size, png };
    }),
  );
  return file.format === 'ico' ? icoFile(pngs) : pngs[0].png;
}

/**
 * What is wrong with the icon source, one French line each (the build stops on any). Its background colour
 * is the palette's, checked with the rest of the content.
 */
export async function iconSourceProblems(
  /** The setting, as the owner finds it: "content/site.ts : siteIcon". */
  where: string,
  sourceName: string,
  source: Buffer | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  if (!source) return [`${where}.fichier « ${sourceName} » est introuvable dans le dossier du contenu.`];
  const { width, height, format } = await sharp(source)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, format: undefined }));
  if (!format) problems.push(`${where}.fichier « ${sourceName} » n’est pas une image lisible (SVG ou PNG carré).`);
  else if (width !== height) problems.push(`${where}.fichier « ${sourceName} » doit être carré (il mesure ${width} × ${height}).`);
  else if (format !== 'svg' && (width ?? 0) < 512) problems.push(`${where}.fichier « ${sourceName} » doit mesurer au moins 512 × 512 pixels, ou être un SVG (il mesure ${width} × ${height}).`);
  return problems;
}
