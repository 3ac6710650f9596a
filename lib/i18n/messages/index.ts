import type { Locale } from '../locales';
import * as en from './en';
import * as fr from './fr';

/** Every text the site shows, section by section; the French module's shape is the type. */
export type Messages = typeof fr;

/*
 * Each language with its messages. Adding a language is its module (typed by ./fr.ts), its entries in
 * ../locales.ts and its addresses in ../routes.ts, its entry here and in each table of ./browser.ts:
 * the type check names the ones it lacks.
 */
const catalogue: Record<Locale, Messages> = { fr, en };

/** The site's texts in a language, for what renders at build time (code in the browser imports ./browser.ts). */
export function messages(locale: Locale): Messages {
  return catalogue[locale];
}
