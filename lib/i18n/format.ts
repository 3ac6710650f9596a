import { languageTags, type Locale } from './locales';

/** A word in its singular and plural form (more forms where a language has them: Intl.PluralRules' categories). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { one: string; other: string };

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** The form of a word for a count, by the language's own rules (French: 0 and 1 are singular; English: 1 only). */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(languageTags[locale])));
  return forms[rules.select(count)] ?? forms.other;
}

/** A count written as the language writes it ("20 000" in French, "20,000" in English). */
export function formatNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(languageTags[locale])));
  return format.format(value);
}

/** "3 projets", "1 project": a count and its word. */
export function countOf(locale: Locale, count: number, forms: PluralForms): string {
  return `${formatNumber(locale, count)} ${plural(locale, count, forms)}`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A day ("2026-03-14") as the language writes it in full: "14 mars 2026", "14 March 2026". */
export function longDate(locale: Locale, isoDay: string): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
