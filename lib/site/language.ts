/**
 * The site's language, as a BCP 47 tag, written once: the CV's PDF declares it (lib/build/cv-pdf.ts), and an
 * English version of the site would pass its own.
 */
export const SITE_LANGUAGE = 'fr-FR';
