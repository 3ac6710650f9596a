// The texts the site itself shows in English, typed by the French ones (./fr.ts): every key must be here.
import type * as fr from './fr';
import type { PluralForms } from '../format';

export const site: typeof fr.site = {
  skipLink: 'Skip to content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Site map',
  back: 'Back',
  rights: 'All rights reserved.',
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
