import { profile } from '@/content/profile';
import { technologies } from '@/content/technologies';
import { availabilityFacts } from '@/lib/content/cv';
import type { Project } from '@/lib/content/content-schema';
import {
  breadcrumbJsonLd,
  cvDocumentJsonLd,
  graphJsonLd,
  jsonLdIds,
  personJsonLd,
  projectJsonLd,
  projectListJsonLd,
  serializeJsonLd,
  webPageJsonLd,
  websiteJsonLd,
} from './json-ld';
import { absoluteUrl } from './urls';

const project: Project = {
  slug: 'demo',
  titre: 'Démo',
  descriptionCourte: 'Une démonstration.',
  descriptionLongue: 'Un paragraphe.',
  miniature: 'images/demo.png',
  images: ['images/demo.png'],
  tags: ['PHP', 'SQL'],
  type: 'personnel',
  date: 'Été 2025',
};
const personRef = { '@id': jsonLdIds.person };

describe('structured data', () => {
  it('names the owner by one absolute @id, under the base path, that every object refers to', () => {
    expect(jsonLdIds.person).toBe(`${absoluteUrl('/')}#person`);
    expect(new URL(jsonLdIds.person).hash).toBe('#person');
    expect(jsonLdIds.website).not.toBe(jsonLdIds.person);
  });

  it('describes the owner as a Person with their photo, profiles and technologies', () => {
    const person = personJsonLd({ profile, photo: 'https://example.org/_img/photo.webp', technologies });
    expect(person).toMatchObject({
      '@type': 'Person',
      '@id': jsonLdIds.person,
      name: profile.name,
      alternateName: profile.alias,
      jobTitle: profile.jobTitle,
      description: profile.recherche,
      email: `mailto:${profile.email}`,
      url: absoluteUrl('/'),
      image: 'https://example.org/_img/photo.webp',
      sameAs: [profile.linkedin, profile.github],
    });
    expect(person).toHaveProperty(
      'knowsAbout',
      technologies.map((t) => ({ '@type': 'Thing', name: t.label, sameAs: t.href })),
    );
  });

  it('says what internship the owner seeks, from when and where, and the languages they speak', () => {
    const person = personJsonLd({ profile, photo: 'https://example.org/_img/photo.webp', technologies });
    const { debut, lieu, langues = [] } = profile.disponibilite;
    expect(person).toMatchObject({
      seeks: { '@type': 'Demand', name: profile.recherche, availabilityStarts: debut, availableAtOrFrom: { '@type': 'Place', name: lieu } },
      knowsLanguage: langues.map(({ langue }) => ({ '@type': 'Language', name: langue })),
    });
    for (const { label, text } of availabilityFacts(profile.disponibilite, 'fr')) {
      expect(JSON.stringify(person)).toContain(`${label} : ${text}`);
    }
  });

  it('names the website and its publisher, in French', () => {
    expect(websiteJsonLd({ name: 'Site', description: 'Un site.' })).toEqual({
      '@type': 'WebSite',
      '@id': jsonLdIds.website,
      name: 'Site',
      description: 'Un site.',
      url: absoluteUrl('/'),
      inLanguage: 'fr',
      publisher: personRef,
    });
  });

  it('makes a page part of the website, about the owner unless told, with its main entity', () => {
    expect(webPageJsonLd({ kind: 'ContactPage', path: '/contact', name: 'Contact' })).toEqual({
      '@type': 'ContactPage',
      '@id': absoluteUrl('/contact'),
      url: absoluteUrl('/contact'),
      name: 'Contact',
      inLanguage: 'fr',
      isPartOf: { '@id': jsonLdIds.website },
      about: personRef,
    });
    const list = projectListJsonLd([project]);
    expect(webPageJsonLd({ kind: 'CollectionPage', path: '/projets', name: 'Projets', mainEntity: list })).toHaveProperty(
      'mainEntity',
      list,
    );
  });

  it('numbers a breadcrumb trail from 1, each step at its absolute address', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Accueil', path: '/' },
        { name: 'Projets', path: '/projets' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Projets', item: absoluteUrl('/projets') },
      ],
    });
  });

  it('lists the projects in order, each by its page', () => {
    const other = { slug: 'autre', titre: 'Autre' };
    expect(projectListJsonLd([project, other])).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Démo', url: absoluteUrl('/projets/demo') },
        { '@type': 'ListItem', position: 2, name: 'Autre', url: absoluteUrl('/projets/autre') },
      ],
    });
  });

  it('describes a project by its own address as url, else its page, with its images and its author by @id', () => {
    const input = { project, images: ['https://example.org/a.webp', 'https://example.org/b.webp'], thumbnail: 'https://example.org/t.webp' };
    const work = projectJsonLd(input);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      '@id': `${absoluteUrl('/projets/demo')}#projet`,
      name: 'Démo',
      description: 'Une démonstration.',
      url: absoluteUrl('/projets/demo'),
      mainEntityOfPage: absoluteUrl('/projets/demo'),
      inLanguage: 'fr',
      keywords: 'PHP, SQL',
      image: input.images,
      thumbnailUrl: input.thumbnail,
      author: personRef,
    });
    expect(work).not.toHaveProperty('sameAs');
    const online = projectJsonLd({ ...input, project: { ...project, lien: 'https://demo.example.org' } });
    expect(online).toMatchObject({ url: 'https://demo.example.org', mainEntityOfPage: absoluteUrl('/projets/demo') });
    expect(online).not.toHaveProperty('sameAs');
  });

  it('describes the CV as a PDF by the owner', () => {
    expect(cvDocumentJsonLd({ name: 'CV', path: '/cv-a.pdf' })).toMatchObject({
      '@type': 'DigitalDocument',
      url: absoluteUrl('/cv-a.pdf'),
      encodingFormat: 'application/pdf',
      author: personRef,
    });
  });

  it('cannot close its <script> element, whatever the content says', () => {
    const data = graphJsonLd([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
