import type { CvProject } from '@/lib/content/cv';
import { SiteLink } from '@/components/layout/SiteLink';
import { CvEntry } from './CvEntry';
import styles from './cv-list.module.css';

/** The projects, each linked to its page: type, date, one line and technologies. */
export function CvProjects({ projects }: { projects: CvProject[] }) {
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
            <span className="visually-hidden">Technologies : </span>
            {project.technologies.join(' · ')}
          </p>
        </CvEntry>
      ))}
    </ul>
  );
}
