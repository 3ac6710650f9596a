import type { MetadataRoute } from 'next';
import { getProjectParams } from '@/lib/content/projects';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { languageAlternates } from './alternates';
import { siteLocales } from './languages';
import { absoluteUrl } from './urls';

/** Every page of the site once: the fixed pages in menu order, then the projects in list order. */
function sitePages(): PageRef[] {
  const fixed = (Object.keys(pagePaths[defaultLocale]) as PageKey[]).map((page) => ({ page }));
  return [...fixed, ...getProjectParams().map(({ slug }) => ({ page: 'project' as const, slug }))];
}

/**
 * Every page of every language of the site, for search engines: each with its versions in every language
 * and x-default (Next writes them as xhtml:link). A site in one language gets the plain list.
 */
export function sitemapEntries(locales: readonly Locale[] = siteLocales): MetadataRoute.Sitemap {
  const pages = sitePages();
  return locales.flatMap((locale) =>
    pages.map((ref) => {
      const languages = languageAlternates(ref, absoluteUrl, locales);
      return { url: absoluteUrl(pagePath(locale, ref)), ...(languages ? { alternates: { languages } } : {}) };
    }),
  );
}
