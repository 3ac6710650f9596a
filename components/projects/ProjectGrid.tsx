import type { Technology } from '@/lib/content-schema';
import type { ProjectSummary } from '@/lib/projects';
import { ProjectCard } from './ProjectCard';
import styles from './ProjectGrid.module.css';

type Props = { projects: ProjectSummary[]; total: number; technologies: Technology[] };

/** The visible cards, with a count that screen readers hear when the filter changes. */
export function ProjectGrid({ projects, total, technologies }: Props) {
  const count = projects.length;
  return (
    <>
      <p role="status" className={count === 0 ? styles.empty : styles.count}>
        {count === 0
          ? 'Aucun projet ne correspond a ce filtre.'
          : `${count} projet${count > 1 ? 's' : ''} sur ${total}`}
      </p>
      {count > 0 && (
        <ul className={styles.grid}>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} technologies={technologies} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
