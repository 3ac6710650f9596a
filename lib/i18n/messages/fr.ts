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
  /** The contact page's other ways to reach the owner, beside the form. */
  elsewhere: 'Me retrouver',
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

export const projectWord: PluralForms = { one: 'projet', other: 'projets' };
