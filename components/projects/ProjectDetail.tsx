import type { LocalizedProject as Project } from '@/lib/content/projects';
import { caseStudySections } from '@/lib/content/case-study';
import { getCarouselVideo, getProjectSummaries, getTechnologies } from '@/lib/content/projects';
import { notesAbout } from '@/lib/content/notes';
import { neighbours, relatedProjects } from '@/lib/content/related';
import { getImage } from '@/lib/content/site-images';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { BackLink } from '@/components/layout/BackLink';
import { NoteSection } from '@/components/notes/NoteSection';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { ProjectCarousel } from './ProjectCarousel';
import { ProjectCaseStudy } from './ProjectCaseStudy';
import { ProjectDescription } from './ProjectDescription';
import { ProjectPager } from './ProjectPager';
import { RelatedProjects } from './RelatedProjects';
import { TagList } from '@/components/shared/TagList';
import { TypeTag } from '@/components/shared/TypeTag';
import styles from './ProjectDetail.module.css';

type Props = {
  locale: Locale;
  /** The project in the page's language (getProjectBySlug(slug, locale)). */
  project: Project;
};

/**
 * A project's page: the carousel beside the text on wide screens, above it on phones; then the case
 * study when the project has one, the way back, the previous and next projects, and the related ones,
 * every link staying in the page's language.
 */
export function ProjectDetail({ locale, project }: Props) {
  const projects = getProjectSummaries(locale);
  const around = neighbours(projects, project.slug);
  const related = relatedProjects(projects, project.slug);
  return (
    <article>
      <div className={styles.layout}>
        <ProjectCarousel
          locale={locale}
          images={project.images.map(getImage)}
          title={project.titre}
          video={getCarouselVideo(project)}
        />
        <div className={styles.text}>
          <TypeTag locale={locale} type={project.type} />
          <h1 className={styles.title}>{project.titre}</h1>
          <p className={styles.date}>{project.date}</p>
          <TagList locale={locale} labels={project.tags} technologies={getTechnologies()} />
          <ProjectDescription description={project.descriptionLongue} />
          {project.lien && (
            <ExternalLink locale={locale} className={styles.visit} href={project.lien}>
              {messages(locale).projectDetail.visit}
            </ExternalLink>
          )}
        </div>
      </div>
      <ProjectCaseStudy sections={caseStudySections(project, locale)} />
      <BackLink locale={locale} href={pagePath(locale, { page: 'projects' })} />
      {around && <ProjectPager locale={locale} previous={around.previous} next={around.next} />}
      {related.length > 0 && <RelatedProjects locale={locale} projects={related} technologies={getTechnologies()} />}
      <NoteSection locale={locale} notes={notesAbout(project.slug, locale)} title={messages(locale).notes.aboutProject} id="notes-du-projet" />
    </article>
  );
}
