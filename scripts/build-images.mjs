// Turns every source image under public/images into AVIF and WebP at several widths (public/_img) and
// writes their sizes to generated/images.json for the <picture> elements. Runs before `next build`
// and `next dev`; unchanged images are skipped.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'public', 'images');
const outputDir = path.join(root, 'public', '_img');
const manifestFile = path.join(root, 'generated', 'images.json');

/** Candidate widths; an image never grows beyond its own width. */
const WIDTHS = [160, 320, 480, 640, 800, 960, 1280];
const SOURCE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.svg']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

async function isFresh(output, sourceTime) {
  try {
    return (await stat(output)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

const manifest = {};
let written = 0;
for await (const file of walk(sourceDir)) {
  const source = '/' + path.relative(path.join(root, 'public'), file).split(path.sep).join('/');
  const { width, height } = await sharp(file).metadata();
  const widths = WIDTHS.filter((w) => w < width).concat(width > 1280 ? [] : [width]);
  const sourceTime = (await stat(file)).mtimeMs;
  for (const w of widths) {
    const base = path.join(outputDir, source.replace(/\.[a-z0-9]+$/i, '') + `-${w}`);
    await mkdir(path.dirname(base), { recursive: true });
    for (const [format, options] of [
      ['avif', { quality: 55, effort: 4 }],
      ['webp', { quality: 78 }],
    ]) {
      const output = `${base}.${format}`;
      if (await isFresh(output, sourceTime)) continue;
      await sharp(file).resize({ width: w }).toFormat(format, options).toFile(output);
      written += 1;
    }
  }
  manifest[source] = { width, height, widths };
}

await mkdir(path.dirname(manifestFile), { recursive: true });
await writeFile(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
console.log(`images: ${Object.keys(manifest).length} sources, ${written} files written to public/_img`);
