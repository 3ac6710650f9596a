import type { Locale } from '../locales';
import * as en from './en';
import * as fr from './fr';

/** Every text the site shows, section by section; the French module's shape is the type. */
export type Messages = typeof fr;

const catalogue: Record<Locale, Messages> = { fr, en };

/**
 * The site's texts in a language, for what renders at build time. A script that runs in the browser
 * imports the sections it needs from ./fr and ./en by name instead, so its bundle carries nothing else.
 */
export function messages(locale: Locale): Messages {
  return catalogue[locale];
}
