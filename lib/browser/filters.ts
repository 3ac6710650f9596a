import type { Project } from '@/lib/content/content-schema';
import { isProjectType, projectTypeLabel, projectTypes, type ProjectType } from '@/lib/content/project-types';
import { countOf, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { listWords } from '@/lib/i18n/messages/browser';
import { FilterParam } from './filter-params';

/**
 * The lists the filter serves: the projects (by type and technologies) and the notes (by tags), with one
 * rule; only the words of their counts differ.
 */
export type FilteredList = keyof typeof listWords;

/** The filter panel's state: "" is the "all types" choice. */
export type FilterState = {
  type: ProjectType | '';
  tags: string[];
};

export const emptyFilter: FilterState = { type: '', tags: [] };

/** A project is shown if its type matches (or all types are chosen) and it carries every selected tag. */
export function matchesFilter(project: Pick<Project, 'type' | 'tags'>, filter: FilterState): boolean {
  if (filter.type !== '' && project.type !== filter.type) return false;
  return filter.tags.every((tag) => project.tags.includes(tag));
}

export function filterProjects<T extends Pick<Project, 'type' | 'tags'>>(projects: T[], filter: FilterState): T[] {
  return projects.filter((project) => matchesFilter(project, filter));
}

/** How many projects each choice of the panel would leave visible. */
export type ChoiceCounts = { types: Record<FilterState['type'], number>; tags: Record<string, number> };

/**
 * For each type choice and each technology button: how many projects are visible with that choice
 * made and the rest of the selection kept, which is what choosing it gives. A choice already made
 * counts what is visible now, so every button reads the same way ("React · 3": three projects with
 * React, given the other choices), pressed or not.
 */
export function countIfChosen<T extends Pick<Project, 'type' | 'tags'>>(
  projects: T[],
  filter: FilterState,
  tags: readonly string[],
): ChoiceCounts {
  const count = (next: FilterState) => filterProjects(projects, next).length;
  const types = ['', ...projectTypes] as const;
  const withTag = (tag: string) => (filter.tags.includes(tag) ? filter.tags : [...filter.tags, tag]);
  return {
    types: Object.fromEntries(types.map((type) => [type, count({ ...filter, type })])) as ChoiceCounts['types'],
    tags: Object.fromEntries(tags.map((tag) => [tag, count({ ...filter, tags: withTag(tag) })])),
  };
}

/** A number of projects (or notes) in words, for screen readers: "aucun projet", "1 projet", "3 projets". */
export function projectCount(locale: Locale, count: number, list: FilteredList = 'projects'): string {
  const { words, counts } = listWords[list];
  return count === 0 ? counts[locale].noProject : countOf(locale, count, words[locale]);
}

/** What a choice says of its count: "· 3" to the eye, " (3 projets)" to a screen reader. */
export function choiceCountText(locale: Locale, count: number, list: FilteredList = 'projects'): { shown: string; spoken: string } {
  return { shown: `· ${formatNumber(locale, count)}`, spoken: ` (${projectCount(locale, count, list)})` };
}

/** The line above the cards: "2 projets sur 5", or the spec's sentence when none is left. */
export function resultText(locale: Locale, visible: number, total: number, list: FilteredList = 'projects'): string {
  const { words, counts } = listWords[list];
  const { empty, result } = counts[locale];
  return visible === 0 ? empty : result(countOf(locale, visible, words[locale]), formatNumber(locale, total));
}

/** The panel's type choices, labelled in a language (at build time): every type (""), then each type in the filter's order. */
export function typeChoices(locale: Locale): { value: FilterState['type']; label: string }[] {
  return [
    { value: '', label: messages(locale).projectList.allTypes },
    ...projectTypes.map((value) => ({ value, label: projectTypeLabel(value, locale) })),
  ];
}

/** Whether anything narrows the list. */
export function isFiltered(filter: FilterState): boolean {
  return filter.type !== '' || filter.tags.length > 0;
}

/** Adds the tag when it is absent, removes it when present. */
export function toggleTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

/**
 * Reads `?type=universitaire&tags=PHP,SQL`. Unknown types and tags are dropped, so a mistyped shared
 * link still shows a sensible list.
 */
export function parseFilter(params: Pick<URLSearchParams, 'get'>, knownTags: readonly string[]): FilterState {
  const rawType = params.get(FilterParam.type) ?? '';
  const type = isProjectType(rawType) ? rawType : '';
  const tags = (params.get(FilterParam.tags) ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, index, all) => knownTags.includes(tag) && all.indexOf(tag) === index);
  return { type, tags };
}

/** The query string for a state ("" when nothing is filtered), without the leading "?". */
export function serializeFilter(filter: FilterState): string {
  const params = new URLSearchParams();
  if (filter.type) params.set(FilterParam.type, filter.type);
  if (filter.tags.length > 0) params.set(FilterParam.tags, filter.tags.join(','));
  // Keep the commas readable in a shared link.
  return params.toString().replace(/%2C/g, ',');
}
