import type { Locale } from '../locales';
import * as en from './en';
import * as fr from './fr';
import type { Messages } from './index';

/** One section of the messages, in every language. */
type InEveryLocale<K extends keyof Messages> = Record<Locale, Messages[K]>;

/*
 * The sections code in the browser writes, in every language, each taken from the modules by name: a
 * bundle carries what its code names. Through the catalogue (./index.ts), the inline scripts of the
 * filter and the carousel would carry every text of every language, which more than doubles them, and
 * the contact form's chunk likewise.
 */

/** The filter's counts (lib/browser/filters.ts), written by the filter's script, for each list it filters: projects and notes. */
export const listWords: Record<'projects' | 'notes', { words: InEveryLocale<'projectWord'>; counts: InEveryLocale<'projectCounts'> }> = {
  projects: { words: { fr: fr.projectWord, en: en.projectWord }, counts: { fr: fr.projectCounts, en: en.projectCounts } },
  notes: { words: { fr: fr.noteWord, en: en.noteWord }, counts: { fr: fr.noteCounts, en: en.noteCounts } },
};

/** The carousel's counter (lib/browser/carousel.ts), written by the carousel's script. */
export const carouselCounters: InEveryLocale<'carouselCounter'> = { fr: fr.carouselCounter, en: en.carouselCounter };

/** The contact form's texts (lib/browser/contact.ts): a client component imports them (functions, such as its counter's, cannot be props). */
export const contactTexts: InEveryLocale<'contact'> = { fr: fr.contact, en: en.contact };
