// The texts the site itself shows in English, typed by the French ones (./fr.ts): every key must be here.
import type * as fr from './fr';
import { countOf, formatNumber, type PluralForms } from '../format';

export const site: typeof fr.site = {
  skipLink: 'Skip to content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Site map',
  back: 'Back',
  rights: 'All rights reserved.',
  newTab: '(new tab)',
  emailLink: (address) => `Email: ${address}`,
};

export const pages: typeof fr.pages = {
  home: { label: 'Home' },
  projects: {
    label: 'Projects',
    description: () => 'Professional and university projects, to filter by type and technology.',
    intro: 'My work, to filter by type of project and by technology.',
  },
  about: {
    label: 'About',
    description: (name) => `Background, skills and interests of ${name}, a web developer looking for an internship.`,
  },
  cv: {
    label: 'CV',
    description: (name, jobTitle) =>
      `CV of ${name}, ${jobTitle} looking for an internship: education, experience, projects and skills, to read online or download as a PDF.`,
    intro: 'My background on one page, to read here, print or download.',
  },
  contact: {
    label: 'Contact',
    description: (name) => `Write to ${name}: contact form, LinkedIn, GitHub and e-mail.`,
    intro: 'An internship offer, a question about a project? Write to me, I answer within 48 hours.',
    elsewhere: 'Find me elsewhere',
  },
  legal: {
    label: 'Legal notice',
    description: (name) => `Legal notice of ${name}’s portfolio: publisher, hosting, intellectual property and data.`,
  },
};

// — frame and pages —

export const theme: typeof fr.theme = {
  legend: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
};

export const home: typeof fr.home = {
  kicker: 'Portfolio',
};

export const about: typeof fr.about = {
  skills: 'Skills',
  passions: 'Interests',
};

const characters: PluralForms = { one: 'character', other: 'characters' };
const characterCount = (count: number) => countOf('en', count, characters);

export const contact: typeof fr.contact = {
  legend: 'Your message',
  fields: { user_name: 'Name', user_email: 'Email address', title: 'Subject', message: 'Message' },
  trap: 'Website (leave empty)',
  submit: 'Send',
  status: {
    idle: '',
    sending: 'Sending...',
    success: 'Message sent successfully ✅',
    error: 'Error while sending ❌',
  },
  failureHint: {
    network: 'The connection seems to be down: check your network and try again, or write to me at',
    timeout: 'The sending service does not answer: try again in a moment, or write to me at',
    'rate-limit': 'Too many messages in a short time: wait a few seconds before trying again, or write to me at',
    blocked: 'The sending service refused this message: write to me directly at',
    rejected: 'The sending service refused the request: write to me directly at',
    server: 'The sending service has a problem: try again later, or write to me at',
  },
  notConfigured: 'Sending messages is not switched on for this site yet: write to me directly at',
  length: characterCount,
  // "18,000 of 20,000 characters", as English counters read.
  lengthOfMax: (length, max) => `${formatNumber('en', length)} of ${characterCount(max)}`,
  remaining: (room) => `Fewer than ${characterCount(room)} left before the limit.`,
  limitReached: (max) => `Limit of ${characterCount(max)} reached.`,
};

export const notFound: typeof fr.notFound = {
  code: 'Error 404',
  page: { title: 'Page not found', text: 'The address you asked for matches no page of this site.' },
  project: { title: 'Project not found', text: 'This project does not exist or was removed from the portfolio.' },
  description: 'This address matches no page of this site.',
  allProjects: 'See all projects',
  home: 'Back to the home page',
};

const months: PluralForms = { one: 'month', other: 'months' };

export const audience: typeof fr.audience = {
  title: 'Audience measurement',
  paragraphs: (service, count) => [
    `To know which pages are read, the site counts its visits with ${service}, a cookie-free audience measurement service. ` +
      'For each page viewed it sends the page’s address, the site you came from (its domain only), your language and a screen size ' +
      'class (phone, tablet, laptop or desktop): no cookie, no identifier, nothing that points to you.',
    'These measurements serve the publisher’s statistics only: they give anonymous figures, are combined with no other data, follow ' +
      `you on no other site and are passed on to no one. They are kept for ${countOf('en', count, months)} at most.`,
    'You can object below: your choice is kept on this device, in this browser. If your browser sends the Global Privacy Control or ' +
      'Do Not Track signal, nothing is measured.',
  ],
  objection: 'Do not measure my visits',
};

// — cv —
export const cv: typeof fr.cv = {
  sections: {
    profile: 'Profile',
    education: 'Education',
    experience: 'Experience',
    projects: 'Projects',
    skills: 'Skills',
    passions: 'Interests',
  },
  contacts: { email: 'Email', portfolio: 'Portfolio', linkedin: 'LinkedIn', github: 'GitHub' },
  label: (label) => `${label}: `,
  technologies: 'Technologies',
  otherTechnologies: 'Other technologies',
  download: 'Download the CV (PDF)',
  jsonResume: {
    link: 'CV in JSON Resume format',
    title: (name) => `CV · ${name} (JSON Resume)`,
  },
  period: {
    range: (start, end) => `${start} – ${end}`,
    since: (start) => `since ${start}`,
  },
  pdf: {
    title: (name) => `CV · ${name}`,
    subject: (jobTitle, search) => `${jobTitle}. ${search}`,
  },
};

export const availability: typeof fr.availability = {
  available: 'Available',
  duration: 'Duration',
  location: 'Location',
  workAuthorisation: 'Work authorisation',
  languages: 'Languages',
  from: (month) => `from ${month}`,
  workplace: {
    'sur site': (place) => `${place}, on site`,
    hybride: (place) => `${place}, hybrid`,
    'à distance': (place) => `Remote, from ${place}`,
  },
  language: (language, level) => `${language} (${level})`,
};

export const projectWord: PluralForms = { one: 'project', other: 'projects' };

// — projects —

export const projectList: typeof fr.projectList = {
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  typeLegend: 'Project type',
  technologiesLegend: 'Technologies',
  allTypes: 'All types',
  reset: 'Clear filters',
};

export const projectCounts: typeof fr.projectCounts = {
  noProject: 'no projects',
  result: (shown, total) => `${shown} out of ${total}`,
  empty: 'No project matches this filter.',
};

export const noteWord: PluralForms = { one: 'note', other: 'notes' };

export const noteCounts: typeof fr.noteCounts = {
  noProject: 'no notes',
  result: (shown, total) => `${shown} out of ${total}`,
  empty: 'No note matches this filter.',
};

export const tagList: typeof fr.tagList = {
  label: 'Technologies',
  more: (others) => `and ${others}`,
  others: { one: 'more technology', other: 'more technologies' },
};

export const projectTypeLabels: typeof fr.projectTypeLabels = {
  professionnel: 'Professional',
  universitaire: 'University',
  personnel: 'Personal',
};

export const carousel: typeof fr.carousel = {
  roleDescription: 'carousel',
  label: (title) => `Images of the project ${title}`,
  previous: 'Previous image',
  next: 'Next image',
  imageAlt: (title, position) => `${title}, screenshot ${position}`,
  videoLabel: (title, position) => `${title}, video ${position}`,
  captions: 'French',
};

export const carouselCounter: typeof fr.carouselCounter = {
  slides: { image: 'Image', video: 'Video' },
  position: (position, count) => `${position} of ${count}`,
};

export const caseStudy: typeof fr.caseStudy = {
  contexte: 'Context',
  role: 'My role',
  duree: 'Duration',
  choixTechniques: 'Technical choices and challenges',
  resultat: 'Result',
  apprentissages: 'What I learned',
  alone: 'Solo project',
  team: (people) => `Team of ${people}`,
  people: { one: 'person', other: 'people' },
};

export const projectDetail: typeof fr.projectDetail = {
  visit: 'Visit the project',
  pager: 'Previous and next project',
  previous: 'Previous project',
  next: 'Next project',
  separator: ': ',
  related: 'Related projects',
};

// — seo —

export const seo: typeof fr.seo = {
  notFound: { title: 'Page not found', description: 'This address matches no page of the site.' },
  previewKicker: {
    site: 'Portfolio',
    cv: 'Curriculum vitae',
    project: {
      professionnel: 'Professional project',
      universitaire: 'University project',
      personnel: 'Personal project',
    },
  },
  projectPreviewAlt: (title) => `Preview of the project ${title}`,
  cvName: (name) => `${name}’s CV`,
  fact: (label, text) => `${label}: ${text}`,
  factSeparator: '; ',
};

export const notes: typeof fr.notes = {
  label: 'Notes',
  description: (name: string) => `Technical notes by ${name}: what I built, how, and what I learned from it.`,
  intro: 'What I built, how, and what I learned from it.',
  readingTime: (minutes: string) => `${minutes} min read`,
  published: 'Published on',
  updated: 'updated on',
  tags: 'Topics',
  pager: 'Previous and next note',
  newer: 'Newer note',
  older: 'Older note',
  latest: 'Latest notes',
  allNotes: 'All notes',
  aboutProject: 'Notes about this project',
  callout: { info: 'Note', attention: 'Warning' },
  filterLegend: 'Topics',
  previewKicker: 'Note',
  previewAlt: (title: string) => `Preview of the note ${title}`,
  feedTitle: (name: string) => `Notes by ${name}`,
  feeds: { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' },
  subscribe: 'Subscribe:',
};
