import type { MetadataRoute } from 'next';
import { getNotes, hasNotes, lastChanged, noteLocales } from '@/lib/content/notes';
import { getProjectParams } from '@/lib/content/projects';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { languageAlternates } from './alternates';
import { siteLocales } from './languages';
import { absoluteUrl } from './urls';

/**
 * Every page of a language once: the fixed pages in menu order, the projects in list order, then, when the
 * language has notes, their list and each note in the list's order (drafts never: they are not built).
 */
export function languagePages(locale: Locale): PageRef[] {
  const fixed = (Object.keys(pagePaths[defaultLocale]) as PageKey[]).map((page) => ({ page }));
  const projects = getProjectParams().map(({ slug }) => ({ page: 'project' as const, slug }));
  const notes: PageRef[] = hasNotes(locale) ? [{ page: 'notes' }, ...getNotes(locale).map(({ slug }) => ({ page: 'note' as const, slug }))] : [];
  return [...fixed, ...projects, ...notes];
}

/** A page's sitemap entry in a language, with its versions in the languages given. */
function entry(locale: Locale, ref: PageRef, locales: readonly Locale[], lastModified?: string): MetadataRoute.Sitemap[number] {
  const languages = languageAlternates(ref, absoluteUrl, locales);
  return { url: absoluteUrl(pagePath(locale, ref)), ...(lastModified ? { lastModified } : {}), ...(languages ? { alternates: { languages } } : {}) };
}

/**
 * A page's entry among the site's languages: the notes' list has its versions in the languages with notes
 * and is dated by its latest note; a note, dated by its last change, has its translations only.
 */
function pageEntry(locale: Locale, ref: PageRef, locales: readonly Locale[]): MetadataRoute.Sitemap[number] {
  if (ref.page === 'notes') return entry(locale, ref, locales.filter(hasNotes), getNotes(locale).map(lastChanged).sort().at(-1));
  if (ref.page === 'note') {
    const written = noteLocales(ref.slug);
    const note = getNotes(locale).find(({ slug }) => slug === ref.slug)!;
    return entry(locale, ref, locales.filter((each) => written.includes(each)), lastChanged(note));
  }
  return entry(locale, ref, locales);
}

/**
 * Every page of every language of the site, for search engines: each with its versions in every language
 * and x-default (Next writes them as xhtml:link). A site in one language gets the plain list.
 */
export function sitemapEntries(locales: readonly Locale[] = siteLocales): MetadataRoute.Sitemap {
  return locales.flatMap((locale) => languagePages(locale).map((ref) => pageEntry(locale, ref, locales)));
}
