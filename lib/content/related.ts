import type { Project } from './content-schema';

/** The most projects "Projets proches" lists. */
export const MAX_RELATED = 3;

/**
 * The projects before and after one, in the list's order, wrapping at both ends (after the last comes
 * the first). With two projects the other one is both: it is offered once, as the next (previous is
 * null), rather than twice under two names. Null when there is nothing else to go to: a single
 * project, or an unknown slug.
 */
export function neighbours<T extends Pick<Project, 'slug'>>(
  projects: readonly T[],
  slug: string,
): { previous: T | null; next: T } | null {
  const index = projects.findIndex((project) => project.slug === slug);
  if (index === -1 || projects.length < 2) return null;
  const at = (offset: number) => projects[(index + offset + projects.length) % projects.length];
  return { previous: projects.length > 2 ? at(-1) : null, next: at(1) };
}

/**
 * The other projects that share the most technologies with one, most shared first, ties in the list's
 * order; projects sharing none are left out.
 */
export function relatedProjects<T extends Pick<Project, 'slug' | 'tags'>>(
  projects: readonly T[],
  slug: string,
  max = MAX_RELATED,
): T[] {
  const project = projects.find((candidate) => candidate.slug === slug);
  if (!project) return [];
  return projects
    .filter((candidate) => candidate.slug !== slug)
    .map((candidate, order) => ({
      candidate,
      order,
      shared: candidate.tags.filter((tag) => project.tags.includes(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, max)
    .map(({ candidate }) => candidate);
}
