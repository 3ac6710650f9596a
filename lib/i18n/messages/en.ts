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
  elsewhere: 'Find me elsewhere',
};

export const notFound: typeof fr.notFound = {
  code: 'Error 404',
  page: { title: 'Page not found', text: 'The address you asked for matches no page of this site.' },
  project: { title: 'Project not found', text: 'This project does not exist or was removed from the portfolio.' },
  description: 'This address matches no page of this site.',
  allProjects: 'See all projects',
  home: 'Back to the home page',
};

export const projectWord: PluralForms = { one: 'project', other: 'projects' };
