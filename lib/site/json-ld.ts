import type { Profile, Project } from '@/lib/content/content-schema';

type JsonLdObject = Record<string, unknown>;

/** schema.org Person: lets search engines tie the owner's name to the site and the profiles. */
export function personJsonLd(profile: Profile, url: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    alternateName: profile.alias,
    jobTitle: profile.jobTitle,
    email: `mailto:${profile.email}`,
    url,
    sameAs: [profile.linkedin, profile.github],
  };
}

/** schema.org CreativeWork for one project page. */
export function projectJsonLd(project: Project, url: string, author: Profile): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.titre,
    description: project.descriptionCourte,
    url,
    inLanguage: 'fr',
    // No dateCreated: a project's date is free text ("Été 2025"), not the ISO date schema.org expects.
    keywords: project.tags.join(', '),
    ...(project.lien ? { sameAs: project.lien } : {}),
    author: { '@type': 'Person', name: author.name },
  };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
