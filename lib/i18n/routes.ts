import { defaultLocale, type Locale } from './locales';

/**
 * The site's pages and their address in each language: French at the specification's addresses, English
 * under /en with English words. Every link, canonical URL, alternate, sitemap entry and language switch
 * is written from here, so the two versions cannot drift apart.
 */
export const pagePaths = {
  fr: {
    home: '/',
    projects: '/projets',
    about: '/a_propos',
    cv: '/cv',
    contact: '/contact',
    legal: '/mentions-legales',
  },
  en: {
    home: '/en',
    projects: '/en/projects',
    about: '/en/about',
    cv: '/en/cv',
    contact: '/en/contact',
    legal: '/en/legal-notice',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PageKey = keyof (typeof pagePaths)['fr'];

/** A page of the site: one of the fixed pages, or a project's (same slug in every language). */
export type PageRef = { page: PageKey } | { page: 'project'; slug: string };

/** The address of a page in a language, without base path ("/en/projects/portfolio"). */
export function pagePath(locale: Locale, ref: PageRef): string {
  if (ref.page === 'project') return `${pagePaths[locale].projects}/${ref.slug}`;
  return pagePaths[locale][ref.page];
}

/** The address of a project's page: "/projets/{slug}", "/en/projects/{slug}". */
export function projectPath(locale: Locale, slug: string): string {
  return pagePath(locale, { page: 'project', slug });
}

/** The address of a site's root-relative file or page with the language's prefix ("/apercu.png" → "/en/apercu.png"). */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * The language of an address, read from its first segment ("/en/…" is English, everything else
 * French): the 404 page picks its message by it.
 */
export function localeOfPath(pathname: string, basePath = ''): Locale {
  return /^\/en(?:\/|$)/.test(withoutBasePath(pathname, basePath)) ? 'en' : defaultLocale;
}

/** An address as the site names its pages, without the base path it is served under ("/portfolio/en" → "/en"). */
export function withoutBasePath(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
}
