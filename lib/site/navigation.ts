import { hasNotes } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, type PageKey } from '@/lib/i18n/routes';

/**
 * The site's pages, in menu order. The header and the home page list the `main` ones; the footer lists
 * them all.
 */
export const sitePages = [
  { page: 'home', main: false },
  { page: 'projects', main: true },
  { page: 'about', main: true },
  { page: 'cv', main: false },
  { page: 'contact', main: true },
  { page: 'legal', main: false },
] as const satisfies readonly { page: PageKey; main: boolean }[];

export type NavigationEntry = {
  page: PageKey | 'notes';
  /** The page's address in the language, without base path (SiteLink adds it). */
  href: string;
  /** The page's name in the language (messages' pages section). */
  label: string;
  main: boolean;
};

/** Every page of the site in a language, in menu order; the notes after the projects when the language has notes. */
export function navigation(locale: Locale): NavigationEntry[] {
  const { pages, notes } = messages(locale);
  const notesEntry: NavigationEntry = { page: 'notes', href: pagePath(locale, { page: 'notes' }), label: notes.label, main: true };
  return sitePages.flatMap(({ page, main }) => {
    const entry = { page, href: pagePath(locale, { page }), label: pages[page].label, main };
    return page === 'projects' && hasNotes(locale) ? [entry, notesEntry] : [entry];
  });
}

/** The main pages in a language: the header's and the home page's menu. */
export function mainNavigation(locale: Locale): NavigationEntry[] {
  return navigation(locale).filter((entry) => entry.main);
}
