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
    elsewhere: 'Me retrouver',
  },
  legal: {
    label: 'Mentions légales',
    description: (name: string) =>
      `Mentions légales du portfolio de ${name} : éditeur, hébergement, propriété intellectuelle et données.`,
  },
};

// — cv —
/** The CV, on its page and in its PDF (lib/content/cv.ts, components/cv/, lib/build/cv-pdf.ts). */
export const cv = {
  sections: {
    profile: 'Profil',
    education: 'Formation',
    experience: 'Expérience',
    projects: 'Projets',
    skills: 'Compétences',
    passions: 'Passions',
  },
  contacts: { email: 'E-mail', portfolio: 'Portfolio', linkedin: 'LinkedIn', github: 'GitHub' },
  /** A label before its text, "E-mail : ": French typography puts a space before the colon. */
  label: (label: string) => `${label} : `,
  /** Said by screen readers before a project's technologies, hidden on screen. */
  technologies: 'Technologies',
  otherTechnologies: 'Autres technologies',
  download: 'Télécharger le CV (PDF)',
  /** "septembre 2023 – juin 2025"; `since` for what goes on. */
  period: {
    range: (start: string, end: string) => `${start} – ${end}`,
    since: (start: string) => `depuis ${start}`,
  },
  /** The PDF's document title and description (its XMP metadata). */
  pdf: {
    title: (name: string) => `CV · ${name}`,
    subject: (jobTitle: string, search: string) => `${jobTitle}. ${search}`,
  },
};

/** The owner's availability, the same facts on the home page, the about page, /cv and the PDF. */
export const availability = {
  available: 'Disponible',
  duration: 'Durée',
  location: 'Lieu',
  workAuthorisation: 'Autorisation de travail',
  languages: 'Langues',
  /** "dès avril 2026". */
  from: (month: string) => `dès ${month}`,
  /** The place, worded with how the owner would work there (content/profile.ts `modalite`). */
  workplace: {
    'sur site': (place: string) => `${place}, sur site`,
    hybride: (place: string) => `${place}, en hybride`,
    'à distance': (place: string) => `À distance, depuis ${place}`,
  },
  /** "Anglais (B2)". */
  language: (language: string, level: string) => `${language} (${level})`,
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
