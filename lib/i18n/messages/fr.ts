// The texts the site itself shows in French, section by section (the owner's own texts are in content/).
// The English messages (./en.ts) are typed by these: a text missing in English fails the type check.
// The specification's strings are here exactly as it writes them. Counts and numbers go through
// lib/i18n/format.ts (Intl), never hand-written plural rules.
import type { PluralForms } from '../format';

/** The frame of every page: skip link, navigation, back link, theme and language switches, footer. */
export const site = {
  skipLink: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  footerNavigation: 'Plan du site',
  back: 'Retour',
  rights: 'Tous droits réservés.',
};

/** Each page's name (menus, tab title) and the description search engines and link previews show. */
export const pages = {
  home: { label: 'Accueil' },
  projects: {
    label: 'Projets',
    description: () => 'Projets professionnels et universitaires, filtrables par type et par technologie.',
    intro: 'Mes réalisations, à filtrer par type de projet et par technologie.',
  },
  about: {
    label: 'À propos',
    description: (name: string) => `Parcours, compétences et passions de ${name}, développeur web en recherche de stage.`,
  },
  cv: {
    label: 'CV',
    description: (name: string, jobTitle: string) =>
      `CV de ${name}, ${jobTitle} en recherche de stage : formation, expérience, projets et compétences, à lire en ligne ou à télécharger en PDF.`,
    intro: 'Mon parcours sur une page, à lire ici, à imprimer ou à télécharger.',
  },
  contact: {
    label: 'Contact',
    description: (name: string) => `Écrire à ${name} : formulaire de contact, LinkedIn, GitHub et e-mail.`,
    intro: 'Une proposition de stage, une question sur un projet ? Écrivez-moi, je réponds sous 48 heures.',
  },
  legal: {
    label: 'Mentions légales',
    description: (name: string) =>
      `Mentions légales du portfolio de ${name} : éditeur, hébergement, propriété intellectuelle et données.`,
  },
};

export const projectWord: PluralForms = { one: 'projet', other: 'projets' };

// — seo —

/** What search engines and link previews read beyond each page's name and description (lib/site/). */
export const seo = {
  /** The 404 page's title and description, should its address be shared. */
  notFound: { title: 'Page introuvable', description: 'Cette adresse ne correspond à aucune page du site.' },
  /** The small line above a link preview's title. */
  previewKicker: {
    site: 'Portfolio',
    cv: 'Curriculum vitae',
    /** By project type (lib/content/project-types.ts): a type without its line fails the type check where it is read. */
    project: {
      professionnel: 'Projet professionnel',
      universitaire: 'Projet universitaire',
      personnel: 'Projet personnel',
    },
  },
  projectPreviewAlt: (title: string) => `Aperçu du projet ${title}`,
  /** The CV's name: its link preview's description and its PDF's in the structured data. */
  cvName: (name: string) => `CV de ${name}`,
  /** One fact of the owner's availability in a line of text, and what joins them. */
  fact: (label: string, text: string) => `${label} : ${text}`,
  factSeparator: ' ; ',
};
