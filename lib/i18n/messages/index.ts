import type { Locale } from '../locales';
import * as en from './en';
import * as fr from './fr';

/** Every text the site shows, section by section; the French module's shape is the type. */
export type Messages = typeof fr;

/** One section of the messages, in every language. */
type InEveryLocale<K extends keyof Messages> = Record<Locale, Messages[K]>;

/*
 * The one place that pairs each language with its messages. Adding a language is its module (typed by
 * ./fr.ts), its entries in ../locales.ts and its addresses in ../routes.ts, and its entry in each table
 * below: the type check names the ones it lacks.
 */
const catalogue: Record<Locale, Messages> = { fr, en };

/** The site's texts in a language, for what renders at build time. */
export function messages(locale: Locale): Messages {
  return catalogue[locale];
}

// The sections code in the browser writes, each taken from the modules by name, never through the
// catalogue: a bundle carries what its code names, and through the catalogue the inline site script of
// every page would carry every text of every language, which more than doubles it.

/** The filter's counts (lib/browser/filters.ts), written by the site script. */
export const projectWords: InEveryLocale<'projectWord'> = { fr: fr.projectWord, en: en.projectWord };
export const projectCounts: InEveryLocale<'projectCounts'> = { fr: fr.projectCounts, en: en.projectCounts };

/** The carousel's counter (lib/browser/carousel.ts), written by the site script. */
export const carouselCounters: InEveryLocale<'carouselCounter'> = { fr: fr.carouselCounter, en: en.carouselCounter };

/** The contact form's texts (lib/browser/contact.ts): a client component imports them (functions, such as its counter's, cannot be props). */
export const contactTexts: InEveryLocale<'contact'> = { fr: fr.contact, en: en.contact };
