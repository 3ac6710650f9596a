// The images the pages use, from the content folder into public/_img: AVIF and WebP at several widths for
// each picture (each file within its budget), icons and SVGs as they are, a video's poster in WebP at the
// one width the carousel draws it (lib/content/images.ts). The projects' videos and captions go to
// public/_media as they are, each video within its cap (lib/build/video-pipeline.ts). Writes their sizes to
// generated/images.json for the <picture> elements (the notes' images with the content's: lib/build/notes.mts), and removes whatever an earlier build left there that
// the content no longer uses, so only referenced files ship. Unchanged images are not encoded again.
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { technologies } from '@/content/technologies';
import {
  FORMATS,
  fitQuality,
  ICON_BUDGET_BYTES,
  IMAGE_BUDGET_BYTES,
  oversizedIconMessage,
  oversizedImageMessage,
  referencedFiles,
  widthsFor,
  type ImageFormat,
} from '@/lib/build/image-pipeline';
import { walk } from '@/lib/build/files';
import { contentDir, generatedDir, root } from '@/lib/build/paths';
import { noteImages } from '@/lib/build/notes.mts';
import { publishMedia, referencedPosters } from '@/lib/build/video-pipeline';
import notes from '@/generated/notes-data.mjs';
import { assetPath, posterWidth, variantPath, type ImageManifest } from '@/lib/content/images';

const publicDir = path.join(root, 'public');
const outputDir = path.join(publicDir, '_img');
const manifestFile = path.join(generatedDir, 'images.json');

const problems: string[] = [];
const kept = new Set<string>();
let written = 0;

const outputFile = (urlPath: string) => path.join(publicDir, urlPath);

async function isFresh(output: string, sourceTime: number): Promise<boolean> {
  const info = await stat(output).catch(() => undefined);
  return info !== undefined && info.mtimeMs >= sourceTime;
}

async function copyAsIs(source: string, budget?: number): Promise<void> {
  const from = path.join(contentDir, source);
  const to = outputFile(assetPath(source));
  const { size, mtimeMs } = await stat(from);
  if (budget !== undefined && size > budget) problems.push(oversizedIconMessage(source, size));
  kept.add(to);
  if (await isFresh(to, mtimeMs)) return;
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
  written += 1;
}

async function encodeVariant(source: string, width: number, format: ImageFormat, sourceTime: number): Promise<void> {
  const to = outputFile(variantPath(source, width, format));
  kept.add(to);
  if (await isFresh(to, sourceTime)) return;
  const options = FORMATS[format];
  const encode = (quality: number) =>
    sharp(path.join(contentDir, source))
      .resize({ width })
      .toFormat(format, { quality, ...('effort' in options ? { effort: options.effort } : {}) })
      .toBuffer();
  const fit = await fitQuality(options.qualities, IMAGE_BUDGET_BYTES, encode);
  if (!fit) {
    problems.push(oversizedImageMessage(source, width, format, (await encode(options.qualities.at(-1)!)).length));
    return;
  }
  await mkdir(path.dirname(to), { recursive: true });
  await writeFile(to, fit.file);
  written += 1;
}

const referenced = referencedFiles({ projects, profile, technologies });
// The notes' covers and figures too, drafts included (`npm run dev` shows them): the same pipeline and budgets.
const images = [...new Set([...referenced.images, ...noteImages(notes)])];
const { icons } = referenced;
const manifest: ImageManifest = {};

/** One image into public/_img: every width and format, or (a video's poster, which has no srcset) the one WebP file the carousel needs. */
async function publishImage(source: string, { poster }: { poster: boolean }): Promise<void> {
  const file = path.join(contentDir, source);
  const { width = 0, height = 0, format } = await sharp(file).metadata();
  if (format === 'svg') {
    await copyAsIs(source);
    manifest[source] = { width, height, widths: [] };
    return;
  }
  const { mtimeMs } = await stat(file);
  const widths = poster ? [posterWidth(widthsFor(width))] : widthsFor(width);
  const formats: ImageFormat[] = poster ? ['webp'] : (Object.keys(FORMATS) as ImageFormat[]);
  // sharp encodes on libuv's thread pool: all of an image's files at once keep every core busy.
  await Promise.all(widths.flatMap((w) => formats.map((imageFormat) => encodeVariant(source, w, imageFormat, mtimeMs))));
  manifest[source] = { width, height, widths };
}

for (const source of images) await publishImage(source, { poster: false });
for (const poster of referencedPosters({ projects })) await publishImage(poster, { poster: true });
for (const icon of icons) await copyAsIs(icon, ICON_BUDGET_BYTES);
const media = await publishMedia({ projects }, contentDir, publicDir);
problems.push(...media.problems);

if (problems.length > 0) {
  console.error([`${problems.length} image(s) ou vidéo(s) à reprendre :`, ...problems].join('\n'));
  process.exit(1);
}

let removed = 0;
for await (const file of walk(outputDir)) {
  if (kept.has(file)) continue;
  await rm(file);
  removed += 1;
}
await mkdir(path.dirname(manifestFile), { recursive: true });
await writeFile(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
console.log(
  `images : ${images.length} images et ${icons.length} icônes de ${path.relative(root, contentDir)}/, ` +
    `${written} fichiers écrits et ${removed} retirés dans public/_img`,
);
if (media.count > 0 || media.removed > 0) {
  console.log(`vidéos : ${media.count} fichiers (vidéos et sous-titres), ${media.written} écrits et ${media.removed} retirés dans public/_media`);
}
