import { withBasePath } from '@/lib/site/base-path';
import type { ProjectVideo } from './content-schema';

/**
 * A project's video as the pages and the build read it. Videos are published as they are (the owner
 * encodes them), under /_media/, by scripts/build-images.mts.
 */

/** The video's files: one format, or several of the same video. */
export function videoFiles(video: Pick<ProjectVideo, 'fichier'>): string[] {
  return typeof video.fichier === 'string' ? [video.fichier] : video.fichier;
}

/** Where the build serves a content video or captions file ("videos/demo.webm" → "/_media/videos/demo.webm"). */
export function mediaPath(source: string): string {
  return `/_media/${source}`;
}

/** The type a <source> announces, so the browser skips a format it cannot play without fetching it. */
export function videoType(source: string): 'video/webm' | 'video/mp4' {
  return /\.webm$/i.test(source) ? 'video/webm' : 'video/mp4';
}

/** The video's slide among the carousel's, from 0: its position, or after the images when it has none. */
export function videoSlideIndex(video: Pick<ProjectVideo, 'position'>, imageCount: number): number {
  return Math.min(Math.max((video.position ?? imageCount + 1) - 1, 0), imageCount);
}

/** What the carousel's video slide needs. */
export type CarouselVideoData = {
  sources: { src: string; type: string }[];
  poster: { src: string; width: number; height: number };
  captions?: string;
  /** Its slide among the carousel's, from 0. */
  index: number;
};

/** The carousel's video slide, its poster resolved by `poster` (the image manifest). */
export function carouselVideo(
  video: ProjectVideo,
  imageCount: number,
  poster: (source: string) => CarouselVideoData['poster'],
): CarouselVideoData {
  return {
    sources: videoFiles(video).map((file) => ({ src: withBasePath(mediaPath(file)), type: videoType(file) })),
    poster: poster(video.affiche),
    ...(video.sousTitres ? { captions: withBasePath(mediaPath(video.sousTitres)) } : {}),
    index: videoSlideIndex(video, imageCount),
  };
}
