import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { carouselCounters } from '@/lib/i18n/messages/browser';

/** Wraps an index into [0, count): -1 is the last image, count is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** Horizontal distance, in CSS pixels, a touch must travel to count as a swipe. */
export const SWIPE_THRESHOLD = 40;

/** The move a horizontal swipe asks for: +1 (next, finger moved left), -1 (previous) or 0. */
export function swipeDirection(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD || Math.abs(deltaX) < Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/**
 * The box every slide of a carousel shares: the tallest ratio among its images, so the carousel keeps
 * one height from image to image and nothing below it moves.
 */
export function frameSize(images: readonly { width: number; height: number }[]): { width: number; height: number } {
  return images.reduce((tallest, image) =>
    image.height / image.width > tallest.height / tallest.width ? { width: image.width, height: image.height } : tallest,
  { width: images[0]?.width ?? 16, height: images[0]?.height ?? 10 });
}

/** What a slide shows: an image, or a video (components/projects/ProjectCarousel.tsx). */
export type SlideKind = 'image' | 'video';

/** Where a slide stands among the carousel's: "2 sur 3". */
export function slidePosition(locale: Locale, index: number, count: number): string {
  return carouselCounters[locale].position(formatNumber(locale, index + 1), formatNumber(locale, count));
}

/** What the carousel says under its slides: "Image 2 sur 3", or "Vidéo 2 sur 3" on a video. */
export function counterText(locale: Locale, index: number, count: number, kind: SlideKind = 'image'): string {
  return `${carouselCounters[locale].slides[kind]} ${slidePosition(locale, index, count)}`;
}
