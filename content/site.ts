import type { SiteLanguages, SiteSettings } from '@/lib/content/content-schema';
import { inLocale } from '@/lib/content/localized';
import { profile } from '@/content/profile';

/**
 * The languages the site is built in: French always, at the addresses of the specification; add 'en'
 * for an English version under /en. With 'en', every text of content/ needs its English version
 * (`{ fr: '…', en: '…' }`): `npm run check` lists the missing ones.
 */
export const languages: SiteLanguages = ['fr', 'en'];

/**
 * Site-wide settings, edited here. What differs per deployment (address, base path, EmailJS ids) comes
 * from the environment: lib/site/env.ts.
 */
export const site: SiteSettings = {
  /** The tab's and the link previews' name of the site. */
  name: {
    fr: `${profile.name} · ${inLocale(profile.jobTitle, 'fr')}`,
    en: `${profile.name} · ${inLocale(profile.jobTitle, 'en')}`,
  },
  /** Search results and link previews of the home page. */
  description: {
    fr: `Portfolio de ${profile.name}, développeur web : projets, compétences et contact. ${inLocale(profile.recherche, 'fr')}`,
    en: `Portfolio of ${profile.name}, web developer: projects, skills and contact. ${inLocale(profile.recherche, 'en')}`,
  },
  /**
   * A service worker opens a tapped project sooner on a phone (it hands the page the content the
   * finger's touch started) and stores nothing. `false` ships none: visitors who have it lose it at
   * their next visit. Browsers without static routes (Safari, Firefox today) never keep it.
   */
  serviceWorker: true,
  // Audience measurement: off while `audience` is absent (no script, no request). To count the visits
  // with Plausible, Umami or GoatCounter, without cookies: `audience: { provider, address, siteId,
  // retentionMonths }`, then `npm run hosts` (docs/mesure-audience.md).
};

/**
 * The site's icon (tab, bookmarks, home screen, link previews in chat apps): one square image of this
 * folder, an SVG or a PNG of at least 512 × 512; the build draws every size from it, on the background
 * colour of content/palette.ts (iconBackground) where an icon must be opaque.
 */
export const siteIcon = { fichier: 'icone.svg' };
