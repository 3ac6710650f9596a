import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectVideo } from '@/lib/content/content-schema';
import { mediaPath, videoFiles } from '@/lib/content/media';
import { fileSize, walk } from './files';

/**
 * The projects' videos at build time (scripts/build-images.mts): which files the pages name, the cap on
 * a video's size, and their publication under public/_media/ as they are. Videos are the owner's to
 * encode; the build does not re-encode them, it refuses one too heavy.
 */

/**
 * Largest size of one video file: 8 Mo. A 30 to 60 second demo in 720p, encoded around 1 Mbit/s
 * (VP9 or H.264), weighs 4 to 8 Mo; a visitor on a mobile network waits for more, and every version of
 * a video stays in the repository's history.
 */
export const VIDEO_BUDGET_BYTES = 8 * 1024 * 1024;

type ContentWithVideos = {
  projects: { slug: string; miniature: string; images: string[]; video?: Pick<ProjectVideo, 'fichier' | 'affiche' | 'sousTitres'> }[];
};

/** A file the pages serve as it is, and the first project that names it (for the build's messages). */
export type MediaFile = { source: string; slug: string; kind: 'video' | 'captions' };

/** The video and captions files the projects name, each once. */
export function referencedMedia(content: ContentWithVideos): MediaFile[] {
  const files = new Map<string, MediaFile>();
  for (const { slug, video } of content.projects) {
    if (!video) continue;
    for (const source of videoFiles(video)) if (!files.has(source)) files.set(source, { source, slug, kind: 'video' });
    if (video.sousTitres && !files.has(video.sousTitres)) files.set(video.sousTitres, { source: video.sousTitres, slug, kind: 'captions' });
  }
  return [...files.values()];
}

/** The posters that are not already carousel images or thumbnails: the image build writes them at one width. */
export function referencedPosters(content: ContentWithVideos): string[] {
  const images = new Set(content.projects.flatMap((project) => [project.miniature, ...project.images]));
  return [...new Set(content.projects.flatMap((project) => (project.video ? [project.video.affiche] : [])))].filter(
    (poster) => !images.has(poster),
  );
}

const megabytes = (bytes: number) => fileSize(bytes, 'Mo');

/** Why the build stops on a video over the cap, and what the owner can do. */
export function oversizedVideoMessage({ source, slug }: MediaFile, bytes: number): string {
  return (
    `content/${source} (projet « ${slug} ») : la vidéo pèse ${megabytes(bytes)}, au-delà du plafond de ${megabytes(VIDEO_BUDGET_BYTES)}. ` +
    'Raccourcissez-la ou réencodez-la en 720p au plus (par exemple ' +
    '`ffmpeg -i demo.mp4 -vf scale=-2:720 -c:v libvpx-vp9 -crf 36 -b:v 0 demo.webm`), puis relancez la construction.'
  );
}

/**
 * Copies the media files the content names from `contentDir` into `publicDir` (at mediaPath), each
 * video within its cap, and removes what an earlier build left there that the content no longer names.
 * Nothing is copied or removed when a file is over the cap: the problems say which.
 */
export async function publishMedia(
  content: ContentWithVideos,
  contentDir: string,
  publicDir: string,
): Promise<{ problems: string[]; written: number; removed: number; count: number }> {
  const media = referencedMedia(content);
  const sizes = await Promise.all(media.map(async (file) => (await stat(path.join(contentDir, file.source))).size));
  const problems = media.flatMap((file, i) =>
    file.kind === 'video' && sizes[i] > VIDEO_BUDGET_BYTES ? [oversizedVideoMessage(file, sizes[i])] : [],
  );
  if (problems.length > 0) return { problems, written: 0, removed: 0, count: media.length };

  let written = 0;
  const kept = new Set<string>();
  for (const { source } of media) {
    const from = path.join(contentDir, source);
    const to = path.join(publicDir, mediaPath(source));
    kept.add(to);
    const [fromInfo, toInfo] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
    if (toInfo && toInfo.mtimeMs >= fromInfo.mtimeMs && toInfo.size === fromInfo.size) continue;
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
    written += 1;
  }
  let removed = 0;
  for await (const file of walk(path.join(publicDir, mediaPath('')))) {
    if (kept.has(file)) continue;
    await rm(file);
    removed += 1;
  }
  return { problems, written, removed, count: media.length };
}
