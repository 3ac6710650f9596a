import type { Project } from '@/lib/content-schema';
import { isProjectType, type ProjectType } from './project-types';

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
  const rawType = params.get('type') ?? '';
  const type = isProjectType(rawType) ? rawType : '';
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, index, all) => knownTags.includes(tag) && all.indexOf(tag) === index);
  return { type, tags };
}

/** The query string for a state ("" when nothing is filtered), without the leading "?". */
export function serializeFilter(filter: FilterState): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  // Keep the commas readable in a shared link.
  return params.toString().replace(/%2C/g, ',');
}
