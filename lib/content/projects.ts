import { projects } from '@/content/projects';
import { technologies } from '@/content/technologies';
import type { Project, Technology } from './content-schema';
import type { ResponsiveImageData } from './images';
import { carouselVideo, type CarouselVideoData } from './media';
import { getImage, getPoster } from './site-images';

/** One accessor for pages, static params, metadata and the sitemap alike. */
export function getProjects(): Project[] {
  return projects;
}

/** The static params of every route under /projets/[slug]: the page and its link preview. */
export function getProjectParams(): { slug: string }[] {
  return projects.map((project) => ({ slug: project.slug }));
}

export function getProjectBySlug(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export function getTechnologies(): Technology[] {
  return technologies;
}

export function getTechnology(label: string): Technology | undefined {
  return technologies.find((technology) => technology.label === label);
}

/** What a project card needs: small enough to hand to the client-side filter. */
export type ProjectSummary = Pick<Project, 'slug' | 'titre' | 'type' | 'tags'> & {
  thumbnail: ResponsiveImageData;
};

export function getProjectSummaries(): ProjectSummary[] {
  return projects.map(({ slug, titre, type, tags, miniature }) => ({
    slug,
    titre,
    type,
    tags,
    thumbnail: getImage(miniature),
  }));
}

/** The project's video slide for the carousel, when it has a video. */
export function getCarouselVideo(project: Project): CarouselVideoData | undefined {
  return project.video && carouselVideo(project.video, project.images.length, getPoster);
}
