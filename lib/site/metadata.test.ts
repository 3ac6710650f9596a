import type { Metadata } from 'next';
import { jsonResumePath } from '@/lib/content/cv';
import { getProfile } from '@/lib/content/owner';
import { getNote, getNotes, noteLocales } from '@/lib/content/notes';
import { feedAlternates } from './feeds';
import { getProjects } from '@/lib/content/projects';
import { openGraphLocales, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { fullTitle, notFoundMetadata, noteMetadata, notesMetadata, pageMetadata, projectMetadata, rootMetadata, siteTexts } from './metadata';

const frenchOnly = { locales: ['fr'] as const };
/** The feeds' links every page of a language carries when it has notes (lib/site/feeds.ts), nothing otherwise. */
const feeds = (locale: Locale) => {
  const types = feedAlternates(locale);
  return types ? { types } : {};
};
/** The CV page's link to the same CV as JSON Resume, in the page's language. */
const jsonResume = (locale: Locale) => ({
  'application/json': [{ url: jsonResumePath(locale), title: messages(locale).cv.jsonResume.title(getProfile(locale).name) }],
});
/** A page's links by type: the language's feeds, and on the CV page its JSON Resume. */
const typesOf = (locale: Locale, ref: PageRef) => {
  const types = { ...feedAlternates(locale), ...(ref.page === 'cv' ? jsonResume(locale) : {}) };
  return Object.keys(types).length > 0 ? { types } : {};
};
const bilingual = { locales: ['fr', 'en'] as const };
const project = getProjects('fr')[0];
const pageKeys = Object.keys(pagePaths.fr) as PageKey[];

/** A page's metadata in a language, fixed page or project. */
function metadataOf(locale: Locale, ref: PageRef, options: { locales: readonly Locale[] }): Metadata {
  if (ref.page === 'notes') return notesMetadata(locale, options);
  if (ref.page === 'note') return noteMetadata(locale, getNote(ref.slug, locale)!, options);
  if (ref.page !== 'project') return pageMetadata(locale, ref, options);
  return projectMetadata(locale, getProjects(locale).find((entry) => entry.slug === ref.slug)!, options);
}

const everyPage: PageRef[] = [...pageKeys.map((page) => ({ page })), { page: 'project', slug: project.slug }];

describe('page metadata on a French-only site', () => {
  it('gives a page its title, description, canonical address and a preview naming the owner', () => {
    const { label, description } = messages('fr').pages.projects;
    const metadata = pageMetadata('fr', { page: 'projects' }, frenchOnly);
    expect(metadata).toMatchObject({
      title: label,
      description: description(),
      openGraph: { title: fullTitle('fr', label), description: description(), url: '/projets', locale: 'fr_FR', type: 'website' },
      twitter: { card: 'summary_large_image', title: fullTitle('fr', label) },
    });
    expect(fullTitle('fr', label)).toBe(`${label} · ${getProfile('fr').name}`);
  });

  it('carries no alternate language, exactly as before English existed', () => {
    for (const ref of everyPage) {
      const metadata = metadataOf('fr', ref, frenchOnly);
      expect(metadata.alternates).toEqual({ canonical: pagePath('fr', ref), ...typesOf('fr', ref) });
      expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
    }
  });

  it('announces the CV as JSON Resume on the CV page, and on no other', () => {
    for (const ref of everyPage) {
      const types = metadataOf('fr', ref, frenchOnly).alternates?.types ?? {};
      expect(types['application/json']).toEqual(ref.page === 'cv' ? jsonResume('fr')['application/json'] : undefined);
    }
    expect(jsonResume('fr')['application/json'][0].url).toBe('/resume.json');
  });

  it("describes each page with the owner's name and title where its text asks for them", () => {
    const { name, jobTitle } = getProfile('fr');
    const { pages } = messages('fr');
    expect(pageMetadata('fr', { page: 'about' }, frenchOnly).description).toBe(pages.about.description(name));
    expect(pageMetadata('fr', { page: 'cv' }, frenchOnly).description).toBe(pages.cv.description(name, jobTitle));
    expect(pageMetadata('fr', { page: 'legal' }, frenchOnly).title).toBe(pages.legal.label);
  });

  it("uses the site's name, description and preview image on the home page", () => {
    const metadata = pageMetadata('fr', { page: 'home' }, frenchOnly);
    expect(metadata).not.toHaveProperty('title');
    expect(metadata.description).toBe(siteTexts('fr').description);
    expect(metadata.alternates).toEqual({ canonical: '/', ...feeds('fr') });
    expect(metadata.openGraph).toMatchObject({
      title: siteTexts('fr').name,
      images: [{ url: '/apercu.png', width: 1200, height: 630, type: 'image/png', alt: siteTexts('fr').name }],
    });
  });

  it('gives the CV and each project their own preview image, on both cards', () => {
    const cv = pageMetadata('fr', { page: 'cv' }, frenchOnly);
    const cvImage = { url: '/cv/apercu.png', alt: messages('fr').seo.cvName(getProfile('fr').name) };
    expect(cv.openGraph).toMatchObject({ images: [cvImage] });
    expect(cv.twitter).toMatchObject({ images: [cvImage] });

    const metadata = projectMetadata('fr', project, frenchOnly);
    const image = { url: `/projets/${project.slug}/apercu.png`, alt: messages('fr').seo.projectPreviewAlt(project.titre), width: 1200, height: 630 };
    expect(metadata).toMatchObject({ title: project.titre, description: project.descriptionCourte });
    expect(metadata.openGraph).toMatchObject({ type: 'article', url: `/projets/${project.slug}`, images: [image] });
    expect(metadata.twitter).toMatchObject({ images: [image] });
  });
});

describe('page metadata on a site in French and English', () => {
  it('points every page at itself and at its version in each language, x-default at the French one', () => {
    for (const ref of everyPage) {
      for (const locale of bilingual.locales) {
        expect(metadataOf(locale, ref, bilingual).alternates).toEqual({
          canonical: pagePath(locale, ref),
          languages: { fr: pagePath('fr', ref), en: pagePath('en', ref), 'x-default': pagePath('fr', ref) },
          ...typesOf(locale, ref),
        });
      }
    }
  });

  it('lists the same alternates on both versions of a page: each links back to the other', () => {
    for (const ref of everyPage) {
      const french = metadataOf('fr', ref, bilingual).alternates!;
      const english = metadataOf('en', ref, bilingual).alternates!;
      expect(english.languages).toEqual(french.languages);
      expect(Object.values(french.languages!)).toEqual(expect.arrayContaining([french.canonical, english.canonical]));
    }
  });

  it("gives Open Graph the page's locale and the other language's as alternate", () => {
    for (const ref of everyPage) {
      expect(metadataOf('fr', ref, bilingual).openGraph).toMatchObject({ locale: openGraphLocales.fr, alternateLocale: [openGraphLocales.en] });
      expect(metadataOf('en', ref, bilingual).openGraph).toMatchObject({ locale: openGraphLocales.en, alternateLocale: [openGraphLocales.fr] });
    }
  });

  it('writes an English page in English, with its English preview', () => {
    const { pages, seo } = messages('en');
    const { name } = getProfile('en');
    expect(pageMetadata('en', { page: 'contact' }, bilingual)).toMatchObject({
      title: pages.contact.label,
      description: pages.contact.description(name),
      openGraph: { title: fullTitle('en', pages.contact.label), url: '/en/contact', siteName: siteTexts('en').name, images: [{ url: '/en/apercu.png' }] },
    });
    expect(pageMetadata('en', { page: 'home' }, bilingual)).toMatchObject({
      description: siteTexts('en').description,
      openGraph: { title: siteTexts('en').name, url: '/en' },
    });
    expect(pageMetadata('en', { page: 'cv' }, bilingual).openGraph).toMatchObject({
      images: [{ url: '/en/cv/apercu.png', alt: seo.cvName(name) }],
    });
    const englishProject = getProjects('en')[0];
    expect(projectMetadata('en', englishProject, bilingual)).toMatchObject({
      title: englishProject.titre,
      description: englishProject.descriptionCourte,
      openGraph: {
        type: 'article',
        url: `/en/projects/${englishProject.slug}`,
        images: [{ url: `/en/projects/${englishProject.slug}/apercu.png`, alt: seo.projectPreviewAlt(englishProject.titre) }],
      },
    });
  });
});

describe('the root layout and the 404 page', () => {
  it("name the site in the page's language, in every title and in the default preview", () => {
    for (const locale of bilingual.locales) {
      const { name, description } = siteTexts(locale);
      expect(rootMetadata(locale)).toMatchObject({
        title: { default: name, template: fullTitle(locale, '%s') },
        description,
        applicationName: name,
        authors: [{ name: getProfile(locale).name }],
        openGraph: { type: 'website', locale: openGraphLocales[locale], siteName: name, title: name, description },
        twitter: { card: 'summary_large_image', title: name, description },
      });
      // The language's feeds, when it has notes; no canonical or alternate language: each page gives its own.
      expect(rootMetadata(locale).alternates).toEqual(feeds(locale).types ? feeds(locale) : undefined);
    }
  });

  it('say what a broken link is, in the language asked', () => {
    for (const locale of bilingual.locales) {
      const { title, description } = messages(locale).seo.notFound;
      expect(notFoundMetadata(locale)).toMatchObject({
        title: fullTitle(locale, title),
        description,
        icons: rootMetadata(locale).icons,
        openGraph: { title: fullTitle(locale, title), description, locale: openGraphLocales[locale] },
      });
      expect(notFoundMetadata(locale).alternates).toEqual(rootMetadata(locale).alternates);
    }
  });
});

describe('the notes’ metadata', () => {
  const notes = getNotes('fr');

  it('makes each note an article with its days, its summary and its own preview', () => {
    for (const note of notes) {
      const metadata = noteMetadata('fr', note, bilingual);
      const image = { url: `/notes/${note.slug}/apercu.png`, alt: messages('fr').notes.previewAlt(note.titre) };
      expect(metadata).toMatchObject({ title: note.titre, description: note.resume });
      expect(metadata.openGraph).toMatchObject({
        type: 'article',
        publishedTime: note.date,
        modifiedTime: note.miseAJour ?? note.date,
        url: `/notes/${note.slug}`,
        images: [image],
      });
    }
  });

  it('gives a note alternates only towards its translation', () => {
    for (const note of notes) {
      const { languages } = noteMetadata('fr', note, bilingual).alternates!;
      if (noteLocales(note.slug).includes('en')) {
        expect(languages).toEqual({ fr: `/notes/${note.slug}`, en: `/en/notes/${note.slug}`, 'x-default': `/notes/${note.slug}` });
      } else {
        expect(languages).toBeUndefined();
        expect(noteMetadata('fr', note, bilingual).openGraph).not.toHaveProperty('alternateLocale');
      }
    }
  });

  it('names the notes’ list in its language, with the feeds', () => {
    if (notes.length === 0) return;
    const { label, description } = messages('fr').notes;
    expect(notesMetadata('fr', frenchOnly)).toMatchObject({
      title: label,
      description: description(getProfile('fr').name),
      alternates: { canonical: '/notes', ...feeds('fr') },
    });
  });
});
