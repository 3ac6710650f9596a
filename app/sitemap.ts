import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/site/sitemap';

export const dynamic = 'force-static';

/** Every page of every language, the projects included, for search engines (lib/site/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
