// The texts the site itself shows in French, section by section (the owner's own texts are in content/).
// The English messages (./en.ts) are typed by these: a text missing in English fails the type check.
// The specification's strings are here exactly as it writes them. Counts and numbers go through
// lib/i18n/format.ts (Intl), never hand-written plural rules.
import { countOf, formatNumber, type PluralForms } from '../format';

/** The frame of every page: skip link, navigation, back link, theme and language switches, footer. */
export const site = {
  skipLink: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  footerNavigation: 'Plan du site',
  back: 'Retour',
  rights: 'Tous droits réservés.',
  /** Said after a link that opens a new tab (screen readers only). */
  newTab: '(nouvel onglet)',
  /** The e-mail icon's name, where the address is not written beside it. */
  emailLink: (address: string) => `E-mail : ${address}`,
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

// — frame and pages —

/** The colour theme switcher of every page's header. */
export const theme = {
  legend: 'Thème',
  choices: { system: 'Système', light: 'Clair', dark: 'Sombre' },
};

/** The home page. */
export const home = {
  kicker: 'Portfolio',
};

/** The about page's headings (its h1 is the page's name, pages.about.label). */
export const about = {
  skills: 'Compétences',
  passions: 'Passions',
};

const characters: PluralForms = { one: 'caractère', other: 'caractères' };
const characterCount = (count: number) => countOf('fr', count, characters);

/**
 * The contact form: its fields (named as EmailJS receives them), its states and the counter under the
 * message. The failure hints and the notice are followed by the owner's address, then a full stop.
 */
export const contact = {
  legend: 'Votre message',
  fields: { user_name: 'Nom', user_email: 'Adresse e-mail', title: 'Objet', message: 'Message' },
  trap: 'Site web (laisser vide)',
  submit: 'Envoyer',
  status: {
    idle: '',
    sending: 'Envoi en cours...',
    success: 'Message envoyé avec succès ✅',
    error: "Erreur lors de l'envoi ❌",
  },
  failureHint: {
    network: 'La connexion semble coupée : vérifiez votre réseau puis réessayez, ou écrivez-moi à',
    timeout: "Le service d'envoi ne répond pas : réessayez dans un instant, ou écrivez-moi à",
    'rate-limit': 'Trop de messages en peu de temps : patientez quelques secondes avant de réessayer, ou écrivez-moi à',
    blocked: "Le service d'envoi a refusé ce message : écrivez-moi directement à",
    rejected: "Le service d'envoi a refusé la demande : écrivez-moi directement à",
    server: "Le service d'envoi rencontre un problème : réessayez plus tard, ou écrivez-moi à",
  },
  notConfigured: 'L’envoi de messages n’est pas encore activé sur ce site : écrivez-moi directement à',
  /** "1 240 caractères": a long message's length. */
  length: characterCount,
  /** "18 000 caractères sur 20 000": the length as the limit nears. */
  lengthOfMax: (length: number, max: number) => `${characterCount(length)} sur ${formatNumber('fr', max)}`,
  /** Announced as the room left falls under a step. */
  remaining: (room: number) => `Il reste moins de ${characterCount(room)} avant la limite.`,
  limitReached: (max: number) => `Limite de ${characterCount(max)} atteinte.`,
};

/** The 404 page: one message for an unknown page, one for an unknown project, and the ways back. */
export const notFound = {
  code: 'Erreur 404',
  page: { title: 'Page introuvable', text: "L'adresse demandée ne correspond à aucune page du site." },
  project: { title: 'Projet introuvable', text: "Ce projet n'existe pas ou a été retiré du portfolio." },
  description: 'Cette adresse ne correspond à aucune page du site.',
  allProjects: 'Voir tous les projets',
  home: "Revenir à l'accueil",
};

/**
 * The legal notice's section on audience measurement, only when the owner measures it (content/site.ts
 * `audience`): the service, what is measured, for how long, and how to object (the switch's label).
 */
export const audience = {
  title: 'Mesure d’audience',
  paragraphs: (service: string, months: number) => [
    `Pour savoir quelles pages sont lues, le site compte ses visites avec ${service}, un service de mesure d’audience sans cookie. ` +
      'À chaque page vue, il transmet l’adresse de la page, le site d’où vous venez (son domaine seul), votre langue et une catégorie ' +
      'de taille d’écran (téléphone, tablette, ordinateur portable ou de bureau) : ni cookie, ni identifiant, rien qui vous désigne.',
    'Ces mesures servent uniquement aux statistiques de l’éditeur : elles donnent des chiffres anonymes, ne sont croisées avec aucune ' +
      `autre donnée, ne vous suivent sur aucun autre site et ne sont cédées à personne. Elles sont conservées ${months} mois au plus.`,
    'Vous pouvez vous y opposer ci-dessous : votre choix est retenu sur cet appareil, dans ce navigateur. Si votre navigateur envoie ' +
      'le signal Global Privacy Control ou Do Not Track, rien n’est mesuré.',
  ],
  objection: 'Ne pas mesurer mes visites',
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
  /** The CV as JSON Resume, which CV tools read: the link beside the PDF's, and the page's <link rel="alternate">. */
  jsonResume: {
    link: 'CV au format JSON Resume',
    title: (name: string) => `CV · ${name} (JSON Resume)`,
  },
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

// — projects —

/** The project list's filter panel. */
export const projectList = {
  showFilters: 'Afficher les filtres',
  hideFilters: 'Masquer les filtres',
  typeLegend: 'Type de projet',
  technologiesLegend: 'Technologies',
  allTypes: 'Tous les types',
  reset: 'Effacer les filtres',
};

/**
 * The counts the filter writes, at build time and in the browser: each choice's, and the status line
 * above the cards. A section of its own, kept small: the filter's script, inline in the lists' pages, carries it.
 */
export const projectCounts = {
  /** A choice's count said to a screen reader when it leaves nothing ("3 projets" otherwise). */
  noProject: 'aucun projet',
  /** The status line: "2 projets sur 5". */
  result: (shown: string, total: string) => `${shown} sur ${total}`,
  empty: 'Aucun projet ne correspond a ce filtre.',
};

export const noteWord: PluralForms = { one: 'note', other: 'notes' };

/** The same counts on the notes' list, whose filter is the projects' (one rule, lib/browser/filters.ts). */
export const noteCounts: typeof projectCounts = {
  noProject: 'aucune note',
  result: (shown: string, total: string) => `${shown} sur ${total}`,
  empty: 'Aucune note ne correspond à ce filtre.',
};

/** A project's technologies as tags, and what a card says of those it leaves out ("et 2 autres technologies"). */
export const tagList = {
  label: 'Technologies',
  more: (others: string) => `et ${others}`,
  others: { one: 'autre technologie', other: 'autres technologies' },
};

/** Each project type's label (tags, filter choices, CV), by its value in the content. */
export const projectTypeLabels = {
  professionnel: 'Professionnel',
  universitaire: 'Universitaire',
  personnel: 'Personnel',
};

/** The carousel of a project's images (WAI-ARIA APG carousel). */
export const carousel = {
  roleDescription: 'carrousel',
  label: (title: string) => `Images du projet ${title}`,
  previous: 'Image précédente',
  next: 'Image suivante',
  imageAlt: (title: string, position: string) => `${title}, capture ${position}`,
  videoLabel: (title: string, position: string) => `${title}, vidéo ${position}`,
  /** The captions track's name: the owner's captions are in French, whatever the page's language. */
  captions: 'Français',
};

/** What the carousel's counter says ("Image 2 sur 3"): written by the carousel's script, so kept apart and small. */
export const carouselCounter = {
  /** What a slide is called: the counter's first word, and (lowercase) the slide's role description. */
  slides: { image: 'Image', video: 'Vidéo' },
  /** Where a slide stands among the carousel's: "2 sur 3". */
  position: (position: string, count: string) => `${position} sur ${count}`,
};

/** The case study's headings, and the line under "Mon rôle" that says who made the project. */
export const caseStudy = {
  contexte: 'Contexte',
  role: 'Mon rôle',
  duree: 'Durée',
  choixTechniques: 'Choix techniques et difficultés',
  resultat: 'Résultat',
  apprentissages: 'Ce que j’ai appris',
  alone: 'Projet individuel',
  team: (people: string) => `En équipe de ${people}`,
  people: { one: 'personne', other: 'personnes' },
};

/** A project's page around its content: the link to it, the previous and next projects, the related ones. */
export const projectDetail = {
  visit: 'Accéder au projet',
  pager: 'Projet précédent et suivant',
  previous: 'Projet précédent',
  next: 'Projet suivant',
  /** Between a direction and the title, for screen readers (French spaces a colon). */
  separator: ' : ',
  related: 'Projets proches',
};

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

// — notes —

/** The notes: their list, a note's page, the home page's latest, a project's notes, the feeds. */
export const notes = {
  label: 'Notes',
  description: (name: string) => `Notes techniques de ${name} : ce que j’ai construit, comment, et ce que j’en ai appris.`,
  intro: 'Ce que j’ai construit, comment, et ce que j’en ai appris.',
  /** "4 min de lecture". */
  readingTime: (minutes: string) => `${minutes} min de lecture`,
  published: 'Publiée le',
  updated: 'mis à jour le',
  tags: 'Sujets',
  pager: 'Note précédente et suivante',
  newer: 'Note plus récente',
  older: 'Note plus ancienne',
  /** The home page's section, and a project page's. */
  latest: 'Dernières notes',
  allNotes: 'Toutes les notes',
  aboutProject: 'Notes sur ce projet',
  callout: { info: 'À noter', attention: 'Attention' },
  /** The filter of the list: the tags, and what the counts call a note. */
  filterLegend: 'Sujets',
  previewKicker: 'Note',
  previewAlt: (title: string) => `Aperçu de la note ${title}`,
  /** The feeds' names, as a feed reader lists them. */
  feedTitle: (name: string) => `Notes de ${name}`,
  feeds: { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' },
  subscribe: 'S’abonner :',
};
