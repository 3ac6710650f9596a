import type { CvProject } from '@/lib/content/cv';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { SiteLink } from '@/components/layout/SiteLink';
import { CvEntry } from './CvEntry';
import styles from './cv-list.module.css';

/** The projects, each linked to its page: type, date, one line and technologies. */
export function CvProjects({ projects, locale }: { projects: CvProject[]; locale: Locale }) {
  const words = messages(locale).cv;
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <CvEntry
          key={project.path}
          title={
            <>
              <SiteLink href={project.path}>{project.title}</SiteLink>
              <span className={styles.organisation}> · {project.type}</span>
            </>
          }
          date={project.date}
        >
          <p>{project.summary}</p>
          <p className={styles.detail}>
            <span className="visually-hidden">{words.label(words.technologies)}</span>
            {project.technologies.join(' · ')}
          </p>
        </CvEntry>
      ))}
    </ul>
  );
}
