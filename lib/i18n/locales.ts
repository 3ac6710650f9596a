/**
 * The languages the site can be written in. French is the site's own language, at the addresses of the
 * specification; every other one lives under its own prefix (/en). Which of them a site is built in is
 * the owner's setting (content/site.ts `languages`).
 */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The language of the spec's addresses, of `x-default`, and of content written as a plain string. */
export const defaultLocale = 'fr' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** BCP 47 tags: <html lang>, hreflang, Intl, the PDF's language. */
export const languageTags: Record<Locale, string> = { fr: 'fr-FR', en: 'en' };

/** Open Graph's locale of a page and of its alternates. */
export const openGraphLocales: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

/** Each language's name in itself, as the language switch says it (and a screen reader reads it, by its lang). */
export const languageNames: Record<Locale, string> = { fr: 'Français', en: 'English' };
