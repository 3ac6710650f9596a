import { languages } from '@/content/site';
import type { Locale } from '@/lib/i18n/locales';

/** The languages this site is built in (content/site.ts): French, and English when the owner adds it. */
export const siteLocales: readonly Locale[] = languages;

/** The site's other languages than this one: the language switch and the alternates link to them. */
export function otherLocales(locale: Locale): Locale[] {
  return siteLocales.filter((entry) => entry !== locale);
}
