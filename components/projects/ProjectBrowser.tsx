'use client';

import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { Project, Technology } from '@/lib/content-schema';
import { countIfChosen, filterProjects, isFiltered, parseFilter, serializeFilter, type FilterState } from '@/lib/filters';
import { ProjectFilters } from './ProjectFilters';
import { ProjectGrid } from './ProjectGrid';
import { useAddressQuery } from './useAddressQuery';

/** A project as the filter sees it, with its card already rendered on the server. */
export type ProjectEntry = Pick<Project, 'slug' | 'type' | 'tags'> & { card: ReactNode };

type Props = { entries: ProjectEntry[]; technologies: Technology[] };

/**
 * The filterable project list. The filter lives in the address (?type=…&tags=…) so a filtered list can
 * be shared and the back button undoes a change. The pre-rendered HTML shows every project: the
 * address is only known in the browser. The cards come rendered from the server and never change: a
 * filter change only shows or hides them, however many projects there are.
 */
export function ProjectBrowser({ entries, technologies }: Props) {
  const [query, setQuery] = useAddressQuery();
  const labels = useMemo(() => technologies.map((technology) => technology.label), [technologies]);
  const filter = useMemo(() => parseFilter(new URLSearchParams(query), labels), [query, labels]);
  const onChange = (next: FilterState) => setQuery(serializeFilter(next));
  // The pressed choice and the counts answer the tap at once; the cards follow in the next frame, so
  // with hundreds of projects the tap still gets its feedback without waiting for their layout.
  const listed = useDeferredValue(filter);
  const visible = useMemo(() => new Set(filterProjects(entries, listed).map((entry) => entry.slug)), [entries, listed]);
  return (
    <>
      <ProjectFilters
        technologies={technologies}
        filter={filter}
        counts={countIfChosen(entries, filter, labels)}
        onChange={onChange}
        openByDefault={isFiltered(filter)}
      />
      <ProjectGrid entries={entries} visible={visible} />
    </>
  );
}
