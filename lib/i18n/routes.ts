import { defaultLocale, locales, type Locale } from './locales';

/** The prefix of a language's addresses: none for French, the specification's language; "/en" for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The French pages, at the specification's addresses; the home page's is its language's prefix alone. */
const frenchAddresses = {
  home: '',
  projects: '/projets',
  about: '/a_propos',
  cv: '/cv',
  contact: '/contact',
  legal: '/mentions-legales',
} as const;

export type PageKey = keyof typeof frenchAddresses;

/**
 * The site's pages and their address in each language, after its prefix (localePrefix) and in its words.
 * Every link, canonical URL, alternate, sitemap entry and language switch is written from here, so the
 * versions cannot drift apart.
 */
const pageAddresses: Record<Locale, Record<PageKey, '' | `/${string}`>> = {
  fr: frenchAddresses,
  en: {
    home: '',
    projects: '/projects',
    about: '/about',
    cv: '/cv',
    contact: '/contact',
    legal: '/legal-notice',
  },
};

/** A fixed page's address in a language: its prefix, then the page's address ("/en/projects", "/en", "/"). */
function fixedPagePath(locale: Locale, page: PageKey): string {
  return `${localePrefix(locale)}${pageAddresses[locale][page]}` || '/';
}

function allPagePaths() {
  const pages = Object.keys(frenchAddresses) as PageKey[];
  const inLocale = (locale: Locale) => Object.fromEntries(pages.map((page) => [page, fixedPagePath(locale, page)]));
  return Object.fromEntries(locales.map((locale) => [locale, inLocale(locale)])) as Record<Locale, Record<PageKey, string>>;
}

/** Every fixed page's address, by language; marked pure, so that a bundle that reads none of it (a page script) drops it. */
export const pagePaths = /* @__PURE__ */ allPagePaths();

/**
 * A page of the site: one of the fixed pages, a project's (same slug in every language), or a note's, and
 * the notes' list. The notes' pages exist only in a language that has notes (lib/content/notes.ts), so
 * they are not fixed pages.
 */
export type PageRef = { page: PageKey } | { page: 'project'; slug: string } | { page: 'notes' } | { page: 'note'; slug: string };

/** The notes' list in a language, after its prefix: the same word in French and English. */
const NOTES_ADDRESS = '/notes';

/** The address of a page in a language, without base path ("/en/projects/portfolio", "/notes/mon-filtre"). */
export function pagePath(locale: Locale, ref: PageRef): string {
  if (ref.page === 'project') return `${fixedPagePath(locale, 'projects')}/${ref.slug}`;
  if (ref.page === 'notes') return `${localePrefix(locale)}${NOTES_ADDRESS}`;
  if (ref.page === 'note') return `${localePrefix(locale)}${NOTES_ADDRESS}/${ref.slug}`;
  return fixedPagePath(locale, ref.page);
}

/** The address of a project's page: "/projets/{slug}", "/en/projects/{slug}". */
export function projectPath(locale: Locale, slug: string): string {
  return pagePath(locale, { page: 'project', slug });
}

/**
 * The language of an address, read from its first segment: the language whose prefix it is ("/en/…" is
 * English), French otherwise. The 404 page picks its message by it.
 */
export function localeOfPath(pathname: string, basePath = ''): Locale {
  const path = `${withoutBasePath(pathname, basePath)}/`;
  return locales.find((locale) => locale !== defaultLocale && path.startsWith(`${localePrefix(locale)}/`)) ?? defaultLocale;
}

/** An address as the site names its pages, without the base path it is served under ("/portfolio/en" → "/en"). */
export function withoutBasePath(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
}
