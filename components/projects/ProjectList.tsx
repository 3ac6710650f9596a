import type { Technology } from '@/lib/content/content-schema';
import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes } from '@/lib/browser/filter-attributes';
import { countIfChosen, emptyFilter } from '@/lib/browser/filters';
import type { ProjectSummary } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { ProjectCard } from './ProjectCard';
import { ProjectFilters } from './ProjectFilters';
import { ProjectGrid } from './ProjectGrid';

type Props = {
  locale: Locale;
  /** The projects in the page's language (getProjectSummaries(locale)), in the list's order. */
  projects: ProjectSummary[];
  technologies: Technology[];
};

/**
 * The filterable project list, rendered at build time with every project shown. The filter lives in the
 * address (?type=…&tags=…), so a filtered list can be shared and Back undoes a change; the filter's script
 * applies it in the browser from the first paint (lib/browser/filter-controller.ts), and owns the list
 * for the page's whole life: React renders none of it.
 */
export function ProjectList({ locale, projects, technologies }: Props) {
  const labels = technologies.map((technology) => technology.label);
  const entries = projects.map((project, index) => ({
    slug: project.slug,
    type: project.type,
    tags: project.tags,
    card: <ProjectCard locale={locale} project={project} technologies={technologies} priority={index === 0} />,
  }));
  return (
    <div {...dataProps(filterAttributes.root)}>
      <ProjectFilters locale={locale} technologies={technologies} counts={countIfChosen(projects, emptyFilter, labels)} />
      <ProjectGrid locale={locale} entries={entries} />
    </div>
  );
}
