/** A project card shows at most this many technology tags. */
export const MAX_CARD_TAGS = 3;

/** The tags a card shows, and whether a "+" marker follows for the others. */
export function cardTags(tags: string[], max = MAX_CARD_TAGS): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}

/**
 * The global class carrying a technology's colours: "tech-javascript" for "JavaScript". Other characters
 * are spelled out by their code ("C++" → "tech-c_17_17", "C#" → "tech-c_z"), so distinct labels never share a class.
 */
export function technologyClass(label: string): string {
  const name = label
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, (character) => `_${character.codePointAt(0)!.toString(36)}`);
  return `tech-${name}`;
}
