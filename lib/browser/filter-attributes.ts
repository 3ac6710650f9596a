import type { DataAttribute } from './data-attributes';

/** The root's attribute, apart: the navigation script needs it alone (lib/browser/control-scripts.ts). */
export const FILTER_ROOT = 'data-project-filter' satisfies DataAttribute;

/**
 * The attributes the project filter's markup carries (components/projects/) and its script
 * (filter-controller.ts) finds it by, never by position: an owner may wrap, reorder or restyle the elements.
 */
export const filterAttributes = {
  /**
   * The element holding the whole filter: panel, reset button, status line and cards. Its value names the
   * list when it is not the projects': "notes" (the notes' list, filtered by tags with the same rule).
   */
  root: FILTER_ROOT,
  /** The <details> panel, opened when the address carries a filter. */
  panel: 'data-filter-panel',
  /** The fieldsets of choices: disabled in the HTML, enabled once the script runs. */
  fields: 'data-filter-fields',
  /** A type radio; its value is the type ("" for every type). */
  type: 'data-filter-type',
  /** A technology toggle button; the attribute's value is the technology's label. */
  tag: 'data-filter-tag',
  /** The element of a choice that carries its count, marked `none` when the choice leaves nothing. */
  choice: 'data-filter-choice',
  /** The visible count of a choice ("· 3"), and the one screen readers hear (" (3 projets)"). */
  countShown: 'data-count-shown',
  countSpoken: 'data-count-spoken',
  none: 'data-none',
  reset: 'data-filter-reset',
  /** The status line above the cards, marked `empty` by the script when no project is left. */
  status: 'data-filter-status',
  empty: 'data-empty',
  /** The list of cards, hidden when none is left. */
  results: 'data-filter-results',
  /** A card's list item, with the project's type and its tags (a JSON array). */
  item: 'data-filter-item',
  itemType: 'data-type',
  itemTags: 'data-tags',
  /**
   * A link of the language switch (components/layout/LanguageSwitch.tsx), anywhere in the page: it is
   * given the address's filter, so the other language's list opens filtered the same way.
   */
  languageLink: 'data-language-link',
} as const satisfies Record<string, DataAttribute>;
