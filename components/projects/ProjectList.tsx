import type { Technology } from '@/lib/content/content-schema';
import type { ProjectSummary } from '@/lib/content/projects';
import { ProjectBrowser } from './ProjectBrowser';
import { ProjectCard } from './ProjectCard';

type Props = { projects: ProjectSummary[]; technologies: Technology[] };

/**
 * Every project's card, rendered here at build time, handed to the filter island with only what the
 * filter reads (type and tags): the island never renders a card itself.
 */
export function ProjectList({ projects, technologies }: Props) {
  const entries = projects.map((project, index) => ({
    slug: project.slug,
    type: project.type,
    tags: project.tags,
    card: <ProjectCard project={project} technologies={technologies} priority={index === 0} />,
  }));
  return <ProjectBrowser entries={entries} technologies={technologies} />;
}
