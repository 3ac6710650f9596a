import readingTime from 'reading-time';

/**
 * A note's reading time in whole minutes, never less than one: the words of its text (code included, which
 * a reader goes through too) at reading-time's pace, 200 words a minute, rounded up.
 */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(readingTime(text).minutes));
}
