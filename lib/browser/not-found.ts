import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, pagePath, withoutBasePath } from '@/lib/i18n/routes';
import type { DataAttribute } from './data-attributes';

/**
 * Set on <html> by the 404 page's script: which of the two messages an address gets
 * (components/layout/NotFoundMessage.module.css shows that one).
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found' satisfies DataAttribute;

/**
 * The attributes of the 404 page's own <script> (components/layout/NotFoundMessage.tsx), which the
 * script reads (lib/browser/page-scripts/not-found.ts): the site's base path, and each message's tab
 * title (NotFoundTitles, as JSON).
 */
export const notFoundScriptAttributes = {
  basePath: 'data-base-path',
  titles: 'data-titles',
} as const satisfies Record<string, DataAttribute>;

/** An unknown page, or an unknown project (/projets/{slug}, /en/projects/{slug}). */
export type NotFoundKind = 'page' | 'project';
export const notFoundKinds: readonly NotFoundKind[] = ['page', 'project'];

/** Each message's tab title, for each language the site is built in (the page's script reads them). */
export type NotFoundTitles = Partial<Record<Locale, Record<NotFoundKind, string>>>;

export type NotFoundChoice = { locale: Locale; kind: NotFoundKind };

/**
 * Which message an unknown address gets: in the language of its first segment (French where the site
 * has no such language), about a project where it is a project's address in that language.
 */
export function chooseNotFound(pathname: string, basePath: string, siteLocales: readonly Locale[]): NotFoundChoice {
  const read = localeOfPath(pathname, basePath);
  const locale = siteLocales.includes(read) ? read : defaultLocale;
  const path = withoutBasePath(pathname, basePath);
  const projects = `${pagePath(locale, { page: 'projects' })}/`;
  const slug = path.startsWith(projects) ? path.slice(projects.length) : '';
  return { locale, kind: /^[^/]+\/?$/.test(slug) ? 'project' : 'page' };
}

/**
 * The 404 page's message. One 404.html answers every unknown address, so which message fits (English
 * under /en, "Projet introuvable" under /projets/{slug}) is only known in the browser. Run as the page
 * is parsed, it sets <html>'s language and marks the message before the first paint: the right one shows
 * at once, without waiting for hydration, and the tab takes its title.
 */
export function markNotFound(basePath: string, titles: NotFoundTitles): void {
  const siteLocales = Object.keys(titles).filter(isLocale);
  const { locale, kind } = chooseNotFound(window.location.pathname, basePath, siteLocales);
  const root = document.documentElement;
  root.lang = locale;
  root.setAttribute(NOT_FOUND_ATTRIBUTE, kind);
  const title = titles[locale]?.[kind];
  if (title) keepTitle(title);
}

/**
 * Titles the tab. React claims the page's <title> as it hydrates and writes the built one back (the
 * French page's): this writes the chosen one again each time, until the title is another page's (a
 * client-side navigation away from the 404 page).
 */
function keepTitle(title: string): void {
  const built = document.title;
  document.title = title;
  if (title === built) return;
  const observer = new MutationObserver(() => {
    if (document.title === built) document.title = title;
    else if (document.title !== title) observer.disconnect();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
}
