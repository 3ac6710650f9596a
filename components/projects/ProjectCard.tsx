import type { Technology } from '@/lib/content/content-schema';
import type { ProjectSummary } from '@/lib/content/projects';
import { cardTags } from '@/lib/content/tags';
import type { Locale } from '@/lib/i18n/locales';
import { projectPath } from '@/lib/i18n/routes';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import { TagList } from '@/components/shared/TagList';
import { TypeTag } from '@/components/shared/TypeTag';
import { SiteLink } from '@/components/layout/SiteLink';
import styles from './ProjectCard.module.css';

type Props = {
  locale: Locale;
  project: ProjectSummary;
  technologies: Technology[];
  /** The first card's thumbnail is the list page's largest image. */
  priority?: boolean;
  /** The title's level: h2 in the list, h3 under a section's heading. */
  heading?: 'h2' | 'h3';
};

/** A project in the list: the whole card opens the project's page (the title link covers it). */
export function ProjectCard({ locale, project, technologies, priority, heading: Heading = 'h2' }: Props) {
  const { shown, hidden } = cardTags(project.tags);
  return (
    <article className={styles.card}>
      <ResponsiveImage
        className={styles.thumbnail}
        image={project.thumbnail}
        alt=""
        sizes="(min-width: 68rem) 21rem, (min-width: 40rem) 45vw, 92vw"
        priority={priority}
      />
      <div className={styles.body}>
        <TypeTag locale={locale} type={project.type} />
        <TagList locale={locale} labels={shown} technologies={technologies} hidden={hidden} />
        <Heading className={styles.title}>
          <SiteLink className={styles.link} href={projectPath(locale, project.slug)}>
            {project.titre}
          </SiteLink>
        </Heading>
      </div>
    </article>
  );
}
