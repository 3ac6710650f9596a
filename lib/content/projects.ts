import { projects } from '@/content/projects';
import { technologies } from '@/content/technologies';
import type { Locale } from '@/lib/i18n/locales';
import type { Project, Technology } from './content-schema';
import type { ResponsiveImageData } from './images';
import { inLocale, type InLocale } from './localized';
import { carouselVideo, type CarouselVideoData } from './media';
import { getImage, getPoster } from './site-images';

/** A project as a page in one language shows it: every text in that language. */
export type LocalizedProject = InLocale<Project>;

/** One accessor for pages, static params, metadata and the sitemap alike. */
export function getProjects(locale: Locale): LocalizedProject[] {
  return inLocale(projects, locale);
}

/** The static params of every route under /projets/[slug] and /en/projects/[slug]: the page and its link preview. */
export function getProjectParams(): { slug: string }[] {
  return projects.map((project) => ({ slug: project.slug }));
}

export function getProjectBySlug(slug: string, locale: Locale): LocalizedProject | undefined {
  const project = projects.find((entry) => entry.slug === slug);
  return project && inLocale(project, locale);
}

/** Technologies are named the same in every language (their labels are also the filter's values). */
export function getTechnologies(): Technology[] {
  return technologies;
}

export function getTechnology(label: string): Technology | undefined {
  return technologies.find((technology) => technology.label === label);
}

/** What a project card needs: small enough to hand to the client-side filter. */
export type ProjectSummary = Pick<LocalizedProject, 'slug' | 'titre' | 'type' | 'tags'> & {
  thumbnail: ResponsiveImageData;
};

export function getProjectSummaries(locale: Locale): ProjectSummary[] {
  return getProjects(locale).map(({ slug, titre, type, tags, miniature }) => ({
    slug,
    titre,
    type,
    tags,
    thumbnail: getImage(miniature),
  }));
}

/** The project's video slide for the carousel, when it has a video. */
export function getCarouselVideo(project: LocalizedProject): CarouselVideoData | undefined {
  return project.video && carouselVideo(project.video, project.images.length, getPoster);
}
