import type { LocalizedProject as Project } from '@/lib/content/projects';
import { caseStudySections } from '@/lib/content/case-study';
import { getCarouselVideo, getProjectSummaries, getTechnologies } from '@/lib/content/projects';
import { neighbours, relatedProjects } from '@/lib/content/related';
import { getImage } from '@/lib/content/site-images';
import { projectGraph } from '@/lib/site/structured-data';
import { BackLink } from '@/components/layout/BackLink';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { JsonLd } from '@/components/shared/JsonLd';
import { ProjectCarousel } from './ProjectCarousel';
import { ProjectCaseStudy } from './ProjectCaseStudy';
import { ProjectDescription } from './ProjectDescription';
import { ProjectPager } from './ProjectPager';
import { RelatedProjects } from './RelatedProjects';
import { TagList } from '@/components/shared/TagList';
import { TypeTag } from '@/components/shared/TypeTag';
import styles from './ProjectDetail.module.css';

/**
 * A project's page: the carousel beside the text on wide screens, above it on phones; then the case
 * study when the project has one, the way back, the previous and next projects, and the related ones.
 */
export function ProjectDetail({ project }: { project: Project }) {
  const projects = getProjectSummaries('fr');
  const around = neighbours(projects, project.slug);
  const related = relatedProjects(projects, project.slug);
  return (
    <article>
      <div className={styles.layout}>
        <ProjectCarousel images={project.images.map(getImage)} title={project.titre} video={getCarouselVideo(project)} />
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
      <ProjectCaseStudy sections={caseStudySections(project)} />
      <BackLink href="/projets" />
      {around && <ProjectPager previous={around.previous} next={around.next} />}
      {related.length > 0 && <RelatedProjects projects={related} technologies={getTechnologies()} />}
      <JsonLd data={projectGraph('fr', project)} />
    </article>
  );
}
