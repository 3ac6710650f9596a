import type { Graph } from 'schema-dts';
import { getCv } from '@/lib/content/cv';
import { getNote, getNotes, type Note } from '@/lib/content/notes';
import { getProfile } from '@/lib/content/owner';
import { getProjectBySlug, getProjects, getTechnologies, type LocalizedProject } from '@/lib/content/projects';
import { getImage } from '@/lib/content/site-images';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath, type PageKey, type PageRef } from '@/lib/i18n/routes';
import {
  blogJsonLd,
  breadcrumbJsonLd,
  notePostingJsonLd,
  cvDocumentJsonLd,
  graphJsonLd,
  personJsonLd,
  projectJsonLd,
  projectListJsonLd,
  serializeJsonLd,
  webPageJsonLd,
  websiteJsonLd,
  type WebPageInput,
} from './json-ld';
import { fullTitle, siteTexts } from './metadata';
import { previewPath } from './previews';
import { languagePages } from './sitemap';
import { absoluteHref, absoluteUrl } from './urls';

// The structured data of each kind of page in a language, from the content. The post-build step writes it
// at the end of each page (structuredDataByAddress): rendered by a route, it would be written twice, Next
// copying all a route renders into the page's flight data.

/** A page of the menu other than home. */
type MenuPage = Exclude<PageKey, 'home'>;

const label = (locale: Locale, page: PageKey) => messages(locale).pages[page].label;
const publishedImage = (source: string) => absoluteHref(getImage(source).src);

/** Home › a page of the menu (› a step below it), in the language. */
function trail(locale: Locale, page: MenuPage, last?: { name: string; path: string }) {
  const steps = [
    { name: label(locale, 'home'), path: pagePath(locale, { page: 'home' }) },
    { name: label(locale, page), path: pagePath(locale, { page }) },
  ];
  return breadcrumbJsonLd(last ? [...steps, last] : steps);
}

function person(locale: Locale) {
  const profile = getProfile(locale);
  return personJsonLd({
    locale,
    profile,
    photo: publishedImage(profile.photo),
    technologies: getTechnologies(),
    // The same facts as the CV's, in the same words.
    availability: getCv(locale).availability,
  });
}

/** A page of the menu: its kind, its trail from the home page. */
function menuPage(locale: Locale, page: MenuPage, kind: WebPageInput['kind'], extra: Pick<WebPageInput, 'mainEntity'> = {}): Graph {
  const name = fullTitle(locale, label(locale, page));
  return graphJsonLd([webPageJsonLd({ locale, kind, path: pagePath(locale, { page }), name, ...extra }), trail(locale, page)]);
}

export function homeGraph(locale: Locale): Graph {
  return graphJsonLd([websiteJsonLd({ locale, ...siteTexts(locale) }), person(locale)]);
}

/** The profile page: Google's ProfilePage, whose main entity is the owner. */
export function aboutGraph(locale: Locale): Graph {
  return menuPage(locale, 'about', 'ProfilePage', { mainEntity: person(locale) });
}

export function projectListGraph(locale: Locale): Graph {
  return menuPage(locale, 'projects', 'CollectionPage', { mainEntity: projectListJsonLd(locale, getProjects(locale)) });
}

export function projectGraph(locale: Locale, project: LocalizedProject): Graph {
  return graphJsonLd([
    projectJsonLd({
      locale,
      project,
      images: project.images.map(publishedImage),
      thumbnail: publishedImage(project.miniature),
    }),
    trail(locale, 'projects', { name: project.titre, path: projectPath(locale, project.slug) }),
  ]);
}

export function contactGraph(locale: Locale): Graph {
  return menuPage(locale, 'contact', 'ContactPage');
}

/** The CV page, whose main entity is the PDF in its language. */
export function cvGraph(locale: Locale): Graph {
  const { file } = getCv(locale);
  const name = messages(locale).seo.cvName(getProfile(locale).name);
  return menuPage(locale, 'cv', 'WebPage', { mainEntity: cvDocumentJsonLd({ locale, name, path: file.path }) });
}

export function legalGraph(locale: Locale): Graph {
  return menuPage(locale, 'legal', 'WebPage');
}

/** Home › Notes (› a note), in the language. */
function notesTrail(locale: Locale, last?: { name: string; path: string }) {
  const steps = [
    { name: label(locale, 'home'), path: pagePath(locale, { page: 'home' }) },
    { name: messages(locale).notes.label, path: pagePath(locale, { page: 'notes' }) },
  ];
  return breadcrumbJsonLd(last ? [...steps, last] : steps);
}

/** The notes' list: the language's Blog, each note a BlogPosting of it. */
function notesGraph(locale: Locale): Graph {
  const { label: name, description } = messages(locale).notes;
  return graphJsonLd([
    blogJsonLd({ locale, name: fullTitle(locale, name), description: description(getProfile(locale).name), notes: getNotes(locale) }),
    notesTrail(locale),
  ]);
}

/** A note's page: its BlogPosting (its image: its cover, or else its link preview), its trail. */
function noteGraph(locale: Locale, note: Note): Graph {
  const ref = { page: 'note' as const, slug: note.slug };
  const image = note.image ? publishedImage(note.image.fichier) : absoluteUrl(previewPath(locale, ref));
  return graphJsonLd([notePostingJsonLd({ locale, note, image }), notesTrail(locale, { name: note.titre, path: pagePath(locale, ref) })]);
}

/** A page's structured data in a language, by the kind of page. */
export function pageGraph(locale: Locale, ref: PageRef): Graph {
  switch (ref.page) {
    case 'home':
      return homeGraph(locale);
    case 'about':
      return aboutGraph(locale);
    case 'projects':
      return projectListGraph(locale);
    case 'cv':
      return cvGraph(locale);
    case 'contact':
      return contactGraph(locale);
    case 'legal':
      return legalGraph(locale);
    case 'notes':
      return notesGraph(locale);
    case 'project':
      return projectGraph(locale, found(getProjectBySlug(ref.slug, locale), locale, ref));
    case 'note':
      return noteGraph(locale, found(getNote(ref.slug, locale), locale, ref));
  }
}

function found<T>(value: T | undefined, locale: Locale, ref: PageRef): T {
  if (value === undefined) throw new Error(`${pagePath(locale, ref)} : rien dans le contenu pour cette page.`);
  return value;
}

/**
 * Every page's structured data in the languages given (the sitemap's pages), serialised for a
 * <script type="application/ld+json">, by the page's address without base path ("/projets", "/en").
 */
export function structuredDataByAddress(locales: readonly Locale[]): Map<string, string> {
  return new Map(locales.flatMap((locale) => languagePages(locale).map((ref) => [pagePath(locale, ref), serializeJsonLd(pageGraph(locale, ref))] as const)));
}
