import { getProfile } from '@/lib/content/owner';
import { getTechnologies, type LocalizedProject } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
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

const profile = getProfile('fr');
const technologies = getTechnologies();
/** The CV's facts about the owner's availability, as lib/content/cv.ts words them. */
const availability = [
  { label: 'Disponible', text: 'dès avril 2026' },
  { label: 'Durée', text: '4 à 6 mois' },
];
const photo = 'https://example.org/_img/photo.webp';
const project: LocalizedProject = {
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

/** The availability in one line of text, as the language writes it. */
function factsLine(locale: Locale, facts: { label: string; text: string }[]) {
  const { fact, factSeparator } = messages(locale).seo;
  return facts.map(({ label, text }) => fact(label, text)).join(factSeparator);
}

describe('structured data', () => {
  it('names the owner by one absolute @id, the French home page’s, under the base path, that every object refers to', () => {
    expect(jsonLdIds.person).toBe(`${absoluteUrl('/')}#person`);
    expect(new URL(jsonLdIds.person).hash).toBe('#person');
    expect(jsonLdIds.website).not.toBe(jsonLdIds.person);
  });

  it('describes the owner as a Person with their photo, profiles and technologies', () => {
    const person = personJsonLd({ locale: 'fr', profile, photo, technologies, availability });
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
    const person = personJsonLd({ locale: 'fr', profile, photo, technologies, availability });
    const { debut, lieu, langues = [] } = profile.disponibilite;
    expect(person).toMatchObject({
      seeks: { '@type': 'Demand', name: profile.recherche, availabilityStarts: debut, availableAtOrFrom: { '@type': 'Place', name: lieu } },
      knowsLanguage: langues.map(({ langue }) => ({ '@type': 'Language', name: langue })),
    });
    expect(person).toHaveProperty('seeks.description', factsLine('fr', availability));
  });

  it('describes the same owner in English, linked to the English home page', () => {
    const english = getProfile('en');
    const facts = [
      { label: 'Available', text: 'from April 2026' },
      { label: 'Length', text: '4 to 6 months' },
    ];
    const person = personJsonLd({ locale: 'en', profile: english, photo, technologies, availability: facts });
    expect(person).toMatchObject({ '@id': jsonLdIds.person, jobTitle: english.jobTitle, url: absoluteUrl('/en') });
    expect(person).toHaveProperty('seeks.description', factsLine('en', facts));
  });

  it('names the website and its publisher, in the language of the page', () => {
    expect(websiteJsonLd({ locale: 'fr', name: 'Site', description: 'Un site.' })).toEqual({
      '@type': 'WebSite',
      '@id': jsonLdIds.website,
      name: 'Site',
      description: 'Un site.',
      url: absoluteUrl('/'),
      inLanguage: 'fr',
      publisher: personRef,
    });
    // One website in every language: the same @id and address.
    expect(websiteJsonLd({ locale: 'en', name: 'Site', description: 'A site.' })).toMatchObject({
      '@id': jsonLdIds.website,
      url: absoluteUrl('/'),
      inLanguage: 'en',
    });
  });

  it('makes a page part of the website, about the owner unless told, with its main entity', () => {
    expect(webPageJsonLd({ locale: 'fr', kind: 'ContactPage', path: '/contact', name: 'Contact' })).toEqual({
      '@type': 'ContactPage',
      '@id': absoluteUrl('/contact'),
      url: absoluteUrl('/contact'),
      name: 'Contact',
      inLanguage: 'fr',
      isPartOf: { '@id': jsonLdIds.website },
      about: personRef,
    });
    const list = projectListJsonLd('fr', [project]);
    expect(webPageJsonLd({ locale: 'fr', kind: 'CollectionPage', path: '/projets', name: 'Projets', mainEntity: list })).toHaveProperty(
      'mainEntity',
      list,
    );
    expect(webPageJsonLd({ locale: 'en', kind: 'ContactPage', path: '/en/contact', name: 'Contact' })).toMatchObject({
      '@id': absoluteUrl('/en/contact'),
      inLanguage: 'en',
    });
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
    expect(projectListJsonLd('fr', [project, other])).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Démo', url: absoluteUrl('/projets/demo') },
        { '@type': 'ListItem', position: 2, name: 'Autre', url: absoluteUrl('/projets/autre') },
      ],
    });
    expect(projectListJsonLd('en', [project]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Démo', url: absoluteUrl('/en/projects/demo') },
    ]);
  });

  it('describes a project by its own address as url, else its page, with its images and its author by @id', () => {
    const input = {
      locale: 'fr' as const,
      project,
      images: ['https://example.org/a.webp', 'https://example.org/b.webp'],
      thumbnail: 'https://example.org/t.webp',
    };
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
    expect(projectJsonLd({ ...input, locale: 'en' })).toMatchObject({
      '@id': `${absoluteUrl('/en/projects/demo')}#projet`,
      mainEntityOfPage: absoluteUrl('/en/projects/demo'),
      inLanguage: 'en',
      author: personRef,
    });
  });

  it('describes the CV as a PDF by the owner, in its language', () => {
    expect(cvDocumentJsonLd({ locale: 'fr', name: 'CV', path: '/cv-a.pdf' })).toMatchObject({
      '@type': 'DigitalDocument',
      url: absoluteUrl('/cv-a.pdf'),
      encodingFormat: 'application/pdf',
      inLanguage: 'fr',
      author: personRef,
    });
    expect(cvDocumentJsonLd({ locale: 'en', name: 'CV', path: '/cv-a-en.pdf' })).toMatchObject({ inLanguage: 'en' });
  });

  it('cannot close its <script> element, whatever the content says', () => {
    const data = graphJsonLd([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
