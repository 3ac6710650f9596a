import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The language of the page a browser script runs in, from its <html lang> ("en", "en-GB" → English;
 * "fr-FR", anything else or nothing → French): the controls' scripts write their texts in it.
 */
export function localeOfDocument(document: Document = window.document): Locale {
  const language = document.documentElement.lang.split('-')[0].toLowerCase();
  return isLocale(language) ? language : defaultLocale;
}
