import { profile } from './profile';

/**
 * Site-wide settings. Values that differ per deployment come from the environment at build time
 * (see .env.example); everything else is edited here.
 */
export const site = {
  /** Public address of the site, without the base path; used for canonical URLs and link previews. */
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  locale: 'fr_FR',
  name: `${profile.name} · ${profile.jobTitle}`,
  description: `Portfolio de ${profile.name}, développeur web : projets, compétences et contact. ${profile.recherche}`,
  emailjs: {
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
    templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
  },
};

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
