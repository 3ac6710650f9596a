import { z } from 'zod';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';

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

/**
 * A translatable text in the schema: the text itself (French), or `{ fr, en }`. A missing one is
 * worded like any missing field, not as a text of the wrong shape.
 */
export function translatable<S extends z.ZodType>(schema: S) {
  const translations = z.strictObject(
    { fr: schema, en: schema.optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.length > 1 ? 'langues inconnues' : 'langue inconnue'} ${issue.keys.map((key) => `« ${key} »`).join(', ')} : écrivez { fr: '…', en: '…' }`
          : undefined,
    },
  );
  const text = z.union([schema, translations], {
    error: (issue) => (issue.input === undefined ? 'est obligatoire' : "doit être un texte, ou { fr: '…', en: '…' }"),
  });
  translatableTexts.add(text, { translatable: true });
  return text;
}

/** The languages a translation can be missing in, named as the content check's lines say it. */
const languageAdjectives: Record<Exclude<Locale, 'fr'>, string> = { en: 'anglaise' };

/** A text of the content without its version in one language: where it is, and what to write. */
export type UntranslatedText = { path: PropertyKey[]; message: string };

/**
 * Every translatable text of `value` without its version in `locale`, found by walking the schema and
 * the value together: the schema alone says which fields are texts to translate (`translatable`), so no
 * list of fields is kept anywhere else. A value that does not fit its schema is skipped: the schema's
 * own check reports it.
 */
export function untranslatedTexts(
  schema: z.core.$ZodType,
  value: unknown,
  locale: Exclude<Locale, 'fr'>,
  path: PropertyKey[] = [],
): UntranslatedText[] {
  if (value === undefined) return [];
  if (translatableTexts.has(schema)) {
    if ((isTranslations(value) && value[locale] !== undefined) || !z.safeParse(schema, value).success) return [];
    const missing = `n’a pas de version ${languageAdjectives[locale]}`;
    return [
      {
        path,
        message: isTranslations(value)
          ? `${missing} : ajoutez ${locale}: '…' à côté de fr`
          : `${missing} : écrivez { fr: '…', ${locale}: '…' }`,
      },
    ];
  }
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const walk = (inner: z.core.$ZodType, item: unknown, at: PropertyKey[]) => untranslatedTexts(inner, item, locale, at);
  switch (def.type) {
    case 'optional':
      return walk(def.innerType, value, path);
    case 'object':
      if (typeof value !== 'object' || value === null) return [];
      return Object.entries(def.shape).flatMap(([key, field]) => walk(field, (value as Record<string, unknown>)[key], [...path, key]));
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => walk(def.element, item, [...path, i])) : [];
    case 'union': {
      // The form the owner wrote: a paragraph or a list of paragraphs, say.
      const written = def.options.find((option) => z.safeParse(option, value).success);
      return written ? walk(written, value, path) : [];
    }
    default:
      return [];
  }
}

/**
 * Every translatable text without its version in one of the site's languages other than French
 * (content/site.ts `languages`, as written: an unknown language is the schema's to report).
 */
export function missingTranslations(schema: z.core.$ZodType, value: unknown, languages: unknown): UntranslatedText[] {
  const others = Array.isArray(languages) ? languages.filter(isLocale).filter((locale) => locale !== defaultLocale) : [];
  return [...new Set(others)].flatMap((locale) => untranslatedTexts(schema, value, locale));
}
