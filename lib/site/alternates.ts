import { defaultLocale, openGraphLocales, type Locale } from '@/lib/i18n/locales';
import { pagePath, type PageRef } from '@/lib/i18n/routes';
import { siteLocales } from './languages';

/** A page's address in each language, by hreflang ("fr", "en", "x-default"). */
export type LanguageAlternates = Record<string, string>;

/**
 * The same page in every language of the site, by the language codes of <html lang>, and `x-default` at the French
 * page (the spec's addresses, for a reader of any other language). Every language's page gets the same
 * list, so the alternates are reciprocal by construction. None on a site built in one language. `href`
 * writes an address from a path: relative in a page's head (Next resolves it against metadataBase),
 * absolute in the sitemap (which Next writes as it is given).
 */
export function languageAlternates(
  ref: PageRef,
  href: (path: string) => string,
  locales: readonly Locale[] = siteLocales,
): LanguageAlternates | undefined {
  if (locales.length < 2) return undefined;
  return Object.fromEntries([
    ...locales.map((locale) => [locale, href(pagePath(locale, ref))]),
    ['x-default', href(pagePath(defaultLocale, ref))],
  ]);
}

/** Open Graph's other locales of a page: the site's other languages (og:locale:alternate). */
export function alternateOpenGraphLocales(locale: Locale, locales: readonly Locale[] = siteLocales): string[] {
  return locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]);
}
