'use client';

import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'next/navigation';
import type { Technology } from '@/lib/content-schema';
import {
  countIfChosen,
  emptyFilter,
  filterProjects,
  isFiltered,
  parseFilter,
  serializeFilter,
  type FilterState,
} from '@/lib/filters';
import type { ProjectSummary } from '@/lib/projects';
import { ProjectFilters } from './ProjectFilters';
import { ProjectGrid } from './ProjectGrid';

type Props = { projects: ProjectSummary[]; technologies: Technology[] };

/**
 * The filterable project list. The filter lives in the address (?type=…&tags=…) so a filtered list can
 * be shared and the back button undoes a change. The pre-rendered HTML shows every project: the
 * address is only known in the browser.
 */
export function ProjectBrowser(props: Props) {
  return (
    <Suspense fallback={<ProjectBrowserView {...props} filter={emptyFilter} onChange={ignoreChange} />}>
      <ProjectBrowserFromAddress {...props} />
    </Suspense>
  );
}

function ignoreChange() {}

function ProjectBrowserFromAddress(props: Props) {
  const params = useSearchParams();
  const filter = parseFilter(
    params,
    props.technologies.map((t) => t.label),
  );
  // A plain history entry: Next keeps useSearchParams in sync without refetching the page.
  const onChange = useCallback((next: FilterState) => {
    const query = serializeFilter(next);
    window.history.pushState(null, '', query ? `?${query}` : window.location.pathname);
  }, []);
  return <ProjectBrowserView {...props} filter={filter} onChange={onChange} />;
}

type ViewProps = Props & { filter: FilterState; onChange: (next: FilterState) => void };

function ProjectBrowserView({ projects, technologies, filter, onChange }: ViewProps) {
  return (
    <>
      <ProjectFilters
        technologies={technologies}
        filter={filter}
        counts={countIfChosen(projects, filter, technologies.map((t) => t.label))}
        onChange={onChange}
        defaultOpen={isFiltered(filter)}
      />
      <ProjectGrid projects={filterProjects(projects, filter)} total={projects.length} technologies={technologies} />
    </>
  );
}
