import type { MetadataRoute } from 'next';
import { getNotes, hasNotes, lastChanged, noteLocales } from '@/lib/content/notes';
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
 * Every page of a language once: the site's pages, then, when the language has notes, their list and each
 * note in the list's order.
 */
export function languagePages(locale: Locale): PageRef[] {
  const notes: PageRef[] = hasNotes(locale) ? [{ page: 'notes' }, ...getNotes(locale).map(({ slug }) => ({ page: 'note' as const, slug }))] : [];
  return [...sitePages(), ...notes];
}

/** A page's sitemap entry in a language, with its versions in the languages given. */
function entry(locale: Locale, ref: PageRef, locales: readonly Locale[], lastModified?: string): MetadataRoute.Sitemap[number] {
  const languages = languageAlternates(ref, absoluteUrl, locales);
  return { url: absoluteUrl(pagePath(locale, ref)), ...(lastModified ? { lastModified } : {}), ...(languages ? { alternates: { languages } } : {}) };
}

/**
 * A language's notes: the list (its versions: the languages with notes), then each note, dated by its last
 * change, with its translations only. Nothing for a language without notes; drafts are never here.
 */
function notesEntries(locale: Locale, locales: readonly Locale[]): MetadataRoute.Sitemap {
  if (!hasNotes(locale)) return [];
  const withNotes = locales.filter(hasNotes);
  const notes = getNotes(locale);
  return [
    entry(locale, { page: 'notes' }, withNotes, notes.map(lastChanged).sort().at(-1)),
    ...notes.map((note) => {
      const written = noteLocales(note.slug);
      return entry(locale, { page: 'note', slug: note.slug }, locales.filter((each) => written.includes(each)), lastChanged(note));
    }),
  ];
}

/**
 * Every page of every language of the site, for search engines: each with its versions in every language
 * and x-default (Next writes them as xhtml:link). A site in one language gets the plain list.
 */
export function sitemapEntries(locales: readonly Locale[] = siteLocales): MetadataRoute.Sitemap {
  const pages = sitePages();
  return locales.flatMap((locale) => [...pages.map((ref) => entry(locale, ref, locales)), ...notesEntries(locale, locales)]);
}
