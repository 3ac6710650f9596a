/**
 * How a link preview (1200×630, lib/build/social-preview.tsx) fits any title and any number of
 * tags: the title's size shrinks as it grows and a very long one ends with "…"; at most four tags stand
 * on their own line, then "+N" for the others, so nothing runs into the owner's name below them.
 */
export const MAX_PREVIEW_TAGS = 4;
const MAX_TITLE_LENGTH = 90;

export function previewTitle(title: string): { text: string; fontSize: number } {
  const text = title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : title;
  const fontSize = text.length <= 24 ? 96 : text.length <= 48 ? 72 : 56;
  return { text, fontSize };
}

export function previewTags(tags: string[]): { shown: string[]; more: number } {
  const shown = tags.length > MAX_PREVIEW_TAGS ? tags.slice(0, MAX_PREVIEW_TAGS - 1) : tags;
  return { shown, more: tags.length - shown.length };
}
