import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  DigitalDocument,
  Graph,
  IdReference,
  ItemList,
  Demand,
  Person,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { Technology } from '@/lib/content/content-schema';
import type { CvFact } from '@/lib/content/cv';
import type { Note } from '@/lib/content/notes';
import type { LocalizedProfile } from '@/lib/content/owner';
import type { LocalizedProject } from '@/lib/content/projects';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath } from '@/lib/i18n/routes';
import { absoluteUrl } from './urls';

// schema.org objects for search engines, typed with schema-dts (types only: nothing of it ships). Every
// object names the owner by one @id, so a crawler joins the pages' graphs into one person. Each object is
// written in the language of its page (`inLanguage`), and links to that language's pages.

const homeUrl = (locale: Locale) => absoluteUrl(pagePath(locale, { page: 'home' }));

/**
 * The @id of the site's objects: the French home page's address and a fragment naming the object. One
 * person and one website in every language: the English pages describe the same owner.
 */
export const jsonLdIds = {
  person: `${homeUrl(defaultLocale)}#person`,
  website: `${homeUrl(defaultLocale)}#website`,
};

const ref = (id: string): IdReference => ({ '@id': id });

type PersonInput = {
  locale: Locale;
  profile: LocalizedProfile;
  /** Absolute address of the published photo. */
  photo: string;
  technologies: Technology[];
  /** When, for how long and where, in the page's language: the CV's facts (lib/content/cv.ts). */
  availability: CvFact[];
};

/** The owner: who they are, their photo, their profiles elsewhere, what they work with. */
export function personJsonLd({ locale, profile, photo, technologies, availability }: PersonInput): Person {
  return {
    '@type': 'Person',
    '@id': jsonLdIds.person,
    name: profile.name,
    alternateName: profile.alias,
    jobTitle: profile.jobTitle,
    description: profile.recherche,
    email: `mailto:${profile.email}`,
    url: homeUrl(locale),
    image: photo,
    homeLocation: { '@type': 'Place', name: profile.localisation },
    sameAs: [profile.linkedin, profile.github],
    // A technology's official site tells which "React" or "SQL" is meant.
    knowsAbout: technologies.map((technology) => ({ '@type': 'Thing', name: technology.label, sameAs: technology.href })),
    knowsLanguage: (profile.disponibilite.langues ?? []).map(({ langue }) => ({ '@type': 'Language', name: langue })),
    seeks: internshipJsonLd(locale, profile, availability),
  };
}

/** The internship sought: from when, where, and the rest of the availability in the page's own words. */
function internshipJsonLd(locale: Locale, { recherche, disponibilite }: LocalizedProfile, availability: CvFact[]): Demand {
  const { fact, factSeparator } = messages(locale).seo;
  return {
    '@type': 'Demand',
    name: recherche,
    description: availability.map(({ label, text }) => fact(label, text)).join(factSeparator),
    // "AAAA-MM", an ISO 8601 date to the month.
    availabilityStarts: disponibilite.debut,
    availableAtOrFrom: { '@type': 'Place', name: disponibilite.lieu },
  };
}

/** The site itself: its name is what search results show above the pages. */
export function websiteJsonLd({ locale, name, description }: { locale: Locale; name: string; description: string }): WebSite {
  return {
    '@type': 'WebSite',
    '@id': jsonLdIds.website,
    name,
    description,
    url: homeUrl(defaultLocale),
    inLanguage: locale,
    publisher: ref(jsonLdIds.person),
  };
}

export type WebPageInput = {
  locale: Locale;
  /** schema.org's kind of page. */
  kind: 'WebPage' | 'ProfilePage' | 'CollectionPage' | 'ContactPage';
  /** Path without the base path ("/projets", "/en/projects"). */
  path: string;
  name: string;
  /** What the page is about: the owner by default. */
  about?: Thing | IdReference;
  /** The one thing the page shows (the profile page's person, the list's projects). */
  mainEntity?: Thing | IdReference;
};

/** One page of the site, part of the website, about the owner unless told otherwise. */
export function webPageJsonLd({ locale, kind, path, name, about = ref(jsonLdIds.person), mainEntity }: WebPageInput): WebPage {
  const url = absoluteUrl(path);
  return {
    '@type': kind,
    '@id': url,
    url,
    name,
    inLanguage: locale,
    isPartOf: ref(jsonLdIds.website),
    about,
    ...(mainEntity ? { mainEntity } : {}),
  };
}

/** The trail from the home page to a page, each step a name and a path without the base path. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

/** The projects in list order, each by its page in the language: Google's "summary page" list. */
export function projectListJsonLd(locale: Locale, projects: Pick<LocalizedProject, 'slug' | 'titre'>[]): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.titre,
      url: absoluteUrl(projectPath(locale, project.slug)),
    })),
  };
}

type ProjectInput = {
  locale: Locale;
  project: LocalizedProject;
  /** Absolute addresses of the published carousel images, in order. */
  images: string[];
  /** Absolute address of the published thumbnail. */
  thumbnail: string;
};

/**
 * One project: its url is the work itself, online (its `lien`), or else the page that shows it; the
 * page is always the entity's page.
 */
export function projectJsonLd({ locale, project, images, thumbnail }: ProjectInput): CreativeWork {
  const page = absoluteUrl(projectPath(locale, project.slug));
  return {
    '@type': 'CreativeWork',
    '@id': `${page}#projet`,
    name: project.titre,
    description: project.descriptionCourte,
    url: project.lien ?? page,
    mainEntityOfPage: page,
    inLanguage: locale,
    // No dateCreated: a project's date is free text ("Été 2025"), not the ISO date schema.org expects.
    keywords: project.tags.join(', '),
    image: images,
    thumbnailUrl: thumbnail,
    author: ref(jsonLdIds.person),
    isPartOf: ref(jsonLdIds.website),
  };
}

/** The CV's PDF in the page's language, written beside the pages. */
export function cvDocumentJsonLd({ locale, name, path }: { locale: Locale; name: string; path: string }): DigitalDocument {
  return {
    '@type': 'DigitalDocument',
    name,
    url: absoluteUrl(path),
    encodingFormat: 'application/pdf',
    inLanguage: locale,
    author: ref(jsonLdIds.person),
  };
}

type NoteInput = {
  locale: Locale;
  note: Pick<Note, 'slug' | 'titre' | 'resume' | 'date' | 'miseAJour' | 'tags'>;
  /** Absolute address of the note's image: its cover, or its link preview. */
  image: string;
};

/** One note: a BlogPosting of the owner's, part of the language's Blog (the notes' list). */
export function notePostingJsonLd({ locale, note, image }: NoteInput): BlogPosting {
  const page = absoluteUrl(pagePath(locale, { page: 'note', slug: note.slug }));
  return {
    '@type': 'BlogPosting',
    '@id': `${page}#note`,
    headline: note.titre,
    description: note.resume,
    url: page,
    mainEntityOfPage: page,
    inLanguage: locale,
    datePublished: note.date,
    dateModified: note.miseAJour ?? note.date,
    keywords: note.tags.join(', '),
    image,
    author: ref(jsonLdIds.person),
    isPartOf: ref(blogId(locale)),
  };
}

const blogId = (locale: Locale) => `${absoluteUrl(pagePath(locale, { page: 'notes' }))}#blog`;

/** The notes' list of a language: a Blog of the owner's, each note a BlogPosting of it. */
export function blogJsonLd({ locale, name, description, notes }: { locale: Locale; name: string; description: string; notes: NoteInput['note'][] }): Blog {
  const page = absoluteUrl(pagePath(locale, { page: 'notes' }));
  return {
    '@type': 'Blog',
    '@id': blogId(locale),
    name,
    description,
    url: page,
    inLanguage: locale,
    author: ref(jsonLdIds.person),
    isPartOf: ref(jsonLdIds.website),
    blogPost: notes.map((note) => ({
      '@type': 'BlogPosting',
      headline: note.titre,
      url: absoluteUrl(pagePath(locale, { page: 'note', slug: note.slug })),
      datePublished: note.date,
      author: ref(jsonLdIds.person),
    })),
  };
}

/** A page's objects in one block: they refer to each other by @id. */
export function graphJsonLd(things: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': things };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
