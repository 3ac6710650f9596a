import type { Technology } from '@/lib/content/content-schema';
import type { ProjectSummary } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { ProjectCard } from './ProjectCard';
import styles from './RelatedProjects.module.css';

type Props = { locale: Locale; projects: ProjectSummary[]; technologies: Technology[] };

/** "Projets proches": the projects that share the most technologies with this one (lib/content/related.ts). */
export function RelatedProjects({ locale, projects, technologies }: Props) {
  return (
    <section className={styles.related} aria-labelledby="projets-proches">
      <h2 id="projets-proches" className={styles.heading}>
        {messages(locale).projectDetail.related}
      </h2>
      <ul className={styles.grid}>
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard locale={locale} project={project} technologies={technologies} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
