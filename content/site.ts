import type { SiteLanguages } from '@/lib/content/content-schema';
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
export const site = {
  locale: 'fr_FR',
  name: `${profile.name} · ${profile.jobTitle}`,
  description: `Portfolio de ${profile.name}, développeur web : projets, compétences et contact. ${profile.recherche}`,
};

/**
 * The site's icon (tab, bookmarks, home screen, link previews in chat apps): one square image of this
 * folder, an SVG or a PNG of at least 512 × 512; the build draws every size from it. `fond` fills its
 * transparent parts where an icon must be opaque (iOS) and around it in Android's cropped icon.
 */
export const siteIcon = { fichier: 'icone.svg', fond: '#3046c0' };

/** The site's pages, in menu order. The home page lists "main"; the footer lists every entry. */
export const navigation = [
  { href: '/', label: 'Accueil', main: false },
  { href: '/projets', label: 'Projets', main: true },
  { href: '/a_propos', label: 'À propos', main: true },
  { href: '/cv', label: 'CV', main: false },
  { href: '/contact', label: 'Contact', main: true },
  { href: '/mentions-legales', label: 'Mentions légales', main: false },
] as const;

export const mainNavigation = navigation.filter((entry) => entry.main);
