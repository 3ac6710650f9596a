import type {
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
import type { Profile, Project, Technology } from '@/lib/content/content-schema';
import { availabilityFacts } from '@/lib/content/cv';
import { absoluteUrl } from './urls';

// schema.org objects for search engines, typed with schema-dts (types only: nothing of it ships). Every
// object names the owner by one @id, so a crawler joins the pages' graphs into one person.

const LANGUAGE = 'fr';

/** The @id of the site's objects: the home page's address and a fragment naming the object. */
export const jsonLdIds = {
  person: `${absoluteUrl('/')}#person`,
  website: `${absoluteUrl('/')}#website`,
};

const ref = (id: string): IdReference => ({ '@id': id });

type PersonInput = {
  profile: Profile;
  /** Absolute address of the published photo. */
  photo: string;
  technologies: Technology[];
};

/** The owner: who they are, their photo, their profiles elsewhere, what they work with. */
export function personJsonLd({ profile, photo, technologies }: PersonInput): Person {
  return {
    '@type': 'Person',
    '@id': jsonLdIds.person,
    name: profile.name,
    alternateName: profile.alias,
    jobTitle: profile.jobTitle,
    description: profile.recherche,
    email: `mailto:${profile.email}`,
    url: absoluteUrl('/'),
    image: photo,
    homeLocation: { '@type': 'Place', name: profile.localisation },
    sameAs: [profile.linkedin, profile.github],
    // A technology's official site tells which "React" or "SQL" is meant.
    knowsAbout: technologies.map((technology) => ({ '@type': 'Thing', name: technology.label, sameAs: technology.href })),
    knowsLanguage: (profile.disponibilite.langues ?? []).map(({ langue }) => ({ '@type': 'Language', name: langue })),
    seeks: internshipJsonLd(profile),
  };
}

/** The internship sought: from when, where, and the rest of the availability in the page's own words. */
function internshipJsonLd({ recherche, disponibilite }: Profile): Demand {
  return {
    '@type': 'Demand',
    name: recherche,
    description: availabilityFacts(disponibilite, 'fr')
      .map(({ label, text }) => `${label} : ${text}`)
      .join(' ; '),
    // "AAAA-MM", an ISO 8601 date to the month.
    availabilityStarts: disponibilite.debut,
    availableAtOrFrom: { '@type': 'Place', name: disponibilite.lieu },
  };
}

/** The site itself: its name is what search results show above the pages. */
export function websiteJsonLd({ name, description }: { name: string; description: string }): WebSite {
  return {
    '@type': 'WebSite',
    '@id': jsonLdIds.website,
    name,
    description,
    url: absoluteUrl('/'),
    inLanguage: LANGUAGE,
    publisher: ref(jsonLdIds.person),
  };
}

export type WebPageInput = {
  /** schema.org's kind of page. */
  kind: 'WebPage' | 'ProfilePage' | 'CollectionPage' | 'ContactPage';
  /** Path without the base path ("/projets"). */
  path: string;
  name: string;
  /** What the page is about: the owner by default. */
  about?: Thing | IdReference;
  /** The one thing the page shows (the profile page's person, the list's projects). */
  mainEntity?: Thing | IdReference;
};

/** One page of the site, part of the website, about the owner unless told otherwise. */
export function webPageJsonLd({ kind, path, name, about = ref(jsonLdIds.person), mainEntity }: WebPageInput): WebPage {
  const url = absoluteUrl(path);
  return {
    '@type': kind,
    '@id': url,
    url,
    name,
    inLanguage: LANGUAGE,
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

export const projectPath = (slug: string) => `/projets/${slug}`;

/** The projects in list order, each by its page: Google's "summary page" list. */
export function projectListJsonLd(projects: Pick<Project, 'slug' | 'titre'>[]): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.titre,
      url: absoluteUrl(projectPath(project.slug)),
    })),
  };
}

type ProjectInput = {
  project: Project;
  /** Absolute addresses of the published carousel images, in order. */
  images: string[];
  /** Absolute address of the published thumbnail. */
  thumbnail: string;
};

/**
 * One project: its url is the work itself, online (its `lien`), or else the page that shows it; the
 * page is always the entity's page.
 */
export function projectJsonLd({ project, images, thumbnail }: ProjectInput): CreativeWork {
  const page = absoluteUrl(projectPath(project.slug));
  return {
    '@type': 'CreativeWork',
    '@id': `${page}#projet`,
    name: project.titre,
    description: project.descriptionCourte,
    url: project.lien ?? page,
    mainEntityOfPage: page,
    inLanguage: LANGUAGE,
    // No dateCreated: a project's date is free text ("Été 2025"), not the ISO date schema.org expects.
    keywords: project.tags.join(', '),
    image: images,
    thumbnailUrl: thumbnail,
    author: ref(jsonLdIds.person),
    isPartOf: ref(jsonLdIds.website),
  };
}

/** The CV's PDF, written beside the pages. */
export function cvDocumentJsonLd({ name, path }: { name: string; path: string }): DigitalDocument {
  return {
    '@type': 'DigitalDocument',
    name,
    url: absoluteUrl(path),
    encodingFormat: 'application/pdf',
    inLanguage: LANGUAGE,
    author: ref(jsonLdIds.person),
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
