import type { MetadataRoute } from 'next';
import { navigation } from '@/content/site';
import { getProjects } from '@/lib/content/projects';
import { absoluteUrl } from '@/lib/site/urls';

export const dynamic = 'force-static';

/** Every page, the projects included, for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = navigation.map((entry) => entry.href);
  const projects = getProjects('fr').map((project) => `/projets/${project.slug}`);
  return [...pages, ...projects].map((path) => ({ url: absoluteUrl(path) }));
}
