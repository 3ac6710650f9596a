import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';

/**
 * A text the owner may give in several languages, side by side in the content files:
 * `'Été 2025'` (French only) or `{ fr: 'Été 2025', en: 'Summer 2025' }`.
 */
export type Translatable<T> = T | ({ fr: T } & { [L in Exclude<Locale, 'fr'>]?: T });

/** The content as one language reads it: every translatable text replaced by its version in that language. */
export type InLocale<T> = T extends { fr: infer U }
  ? InLocale<U>
  : T extends readonly (infer E)[]
    ? InLocale<E>[]
    : T extends object
      ? { [K in keyof T]: InLocale<T[K]> }
      : T;

/** Whether a content value is a set of translations rather than a text, a list or an entry. */
export function isTranslations(value: unknown): value is Record<string, unknown> & { fr: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes(defaultLocale) && keys.every((key) => (locales as readonly string[]).includes(key));
}

/**
 * The content in one language: each `{ fr, en }` gives its text in that language, French where it has
 * none (the content check stops the build before an English site lacks any). Plain texts are French.
 */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (isTranslations(value)) return inLocale((value[locale] ?? value.fr) as T, locale);
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale)) as InLocale<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)])) as InLocale<T>;
  }
  return value as InLocale<T>;
}

/** Marks the schemas of translatable texts, so the content check can list the ones an English site lacks. */
export const translatableTexts = z.registry<{ translatable: true }>();

/** A translatable text in the schema: the text itself (French), or `{ fr, en }`. */
export function translatable<S extends z.ZodType>(schema: S) {
  const translations = z.object({ fr: schema, en: schema.optional() }).strict();
  const text = z.union([schema, translations], 'doit être un texte, ou { fr: …, en: … }');
  translatableTexts.add(text, { translatable: true });
  return text;
}
