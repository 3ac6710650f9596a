'use client';

import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { Project, Technology } from '@/lib/content/content-schema';
import { earlyFilter } from '@/lib/early-filter';
import { countIfChosen, filterProjects, isFiltered, parseFilter, serializeFilter, type FilterState } from '@/lib/browser/filters';
import { useEarlyRelease, useEarlyScript } from '@/components/shared/useEarlyScript';
import { ProjectFilters } from './ProjectFilters';
import { ProjectGrid } from './ProjectGrid';
import { useAddressQuery } from './useAddressQuery';
import filterStyles from './ProjectFilters.module.css';
import gridStyles from './ProjectGrid.module.css';

/** A project as the filter sees it, with its card already rendered on the server. */
export type ProjectEntry = Pick<Project, 'slug' | 'type' | 'tags'> & { card: ReactNode };

type Props = { entries: ProjectEntry[]; technologies: Technology[] };

/**
 * The filterable project list. The filter lives in the address (?type=…&tags=…) so a filtered list can
 * be shared and the back button undoes a change. The pre-rendered HTML shows every project, and an
 * inline script filters it from the first paint until React takes over (lib/early-filter.ts). The cards
 * come rendered from the server and never change: a filter change only shows or hides them, however
 * many projects there are.
 */
export function ProjectBrowser({ entries, technologies }: Props) {
  const labels = useMemo(() => technologies.map((technology) => technology.label), [technologies]);
  const island = useMemo(
    () =>
      earlyFilter({
        projects: entries,
        technologies: labels,
        classes: { none: filterStyles.none, count: gridStyles.count, empty: gridStyles.empty },
      }),
    [entries, labels],
  );
  const early = useEarlyScript(island);
  // Hydration starts from the filter the early script shows, which it has put in the address too.
  const [query, setQuery] = useAddressQuery(early.adopted ? serializeFilter(early.adopted) : '');
  const filter = useMemo(() => parseFilter(new URLSearchParams(query), labels), [query, labels]);
  const onChange = (next: FilterState) => setQuery(serializeFilter(next));
  // Chosen after React adopted the early script and before it committed: applied now.
  useEarlyRelease(early, (late) => {
    if (serializeFilter(late) !== query) onChange(late);
  });
  // The pressed choice and the counts answer the tap at once; the cards follow in the next frame, so
  // with hundreds of projects the tap still gets its feedback without waiting for their layout.
  const listed = useDeferredValue(filter);
  const visible = useMemo(() => new Set(filterProjects(entries, listed).map((entry) => entry.slug)), [entries, listed]);
  return (
    <div id={early.id}>
      <ProjectFilters
        technologies={technologies}
        filter={filter}
        counts={countIfChosen(entries, filter, labels)}
        onChange={onChange}
        openByDefault={isFiltered(filter)}
        ready={early.ready}
      />
      <ProjectGrid entries={entries} visible={visible} />
      {early.script}
    </div>
  );
}
