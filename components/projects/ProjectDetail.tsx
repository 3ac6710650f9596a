import type { Project } from '@/lib/content-schema';
import { profile } from '@/content/profile';
import { getTechnologies } from '@/lib/projects';
import { getImage } from '@/lib/site-images';
import { projectJsonLd } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/urls';
import { BackLink } from '@/components/layout/BackLink';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { JsonLd } from '@/components/shared/JsonLd';
import { ProjectCarousel } from './ProjectCarousel';
import { ProjectDescription } from './ProjectDescription';
import { TagList } from '@/components/shared/TagList';
import { TypeTag } from '@/components/shared/TypeTag';
import styles from './ProjectDetail.module.css';

/** A project's page: the carousel beside the text on wide screens, above it on phones. */
export function ProjectDetail({ project }: { project: Project }) {
  return (
    <article>
      <div className={styles.layout}>
        <ProjectCarousel images={project.images.map(getImage)} title={project.titre} />
        <div className={styles.text}>
          <TypeTag type={project.type} />
          <h1 className={styles.title}>{project.titre}</h1>
          <p className={styles.date}>{project.date}</p>
          <TagList labels={project.tags} technologies={getTechnologies()} />
          <ProjectDescription description={project.descriptionLongue} />
          {project.lien && (
            <ExternalLink className={styles.visit} href={project.lien}>
              Accéder au projet
            </ExternalLink>
          )}
        </div>
      </div>
      <BackLink href="/projets" />
      <JsonLd data={projectJsonLd(project, absoluteUrl(`/projets/${project.slug}`), profile)} />
    </article>
  );
}
