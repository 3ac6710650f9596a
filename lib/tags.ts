/** A project card shows at most this many technology tags. */
export const MAX_CARD_TAGS = 3;

/** The tags a card shows, and whether a "+" marker follows for the others. */
export function cardTags(tags: string[], max = MAX_CARD_TAGS): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}

/** The global class carrying a technology's colours: "tech-javascript" for "JavaScript". */
export function technologyClass(label: string): string {
  return `tech-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
