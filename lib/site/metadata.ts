import type { Metadata } from 'next';
import { site } from '@/content/site';
import { jsonResumePath } from '@/lib/content/cv';
import { inLocale } from '@/lib/content/localized';
import { getProfile } from '@/lib/content/owner';
import { hasNotes, noteLocales, type Note } from '@/lib/content/notes';
import type { LocalizedProject } from '@/lib/content/projects';
import { openGraphLocales, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { alternateOpenGraphLocales, languageAlternates } from './alternates';
import { withBasePath } from './base-path';
import { env } from './env';
import { feedAlternates } from './feeds';
import { siteLocales } from './languages';
import { previewPath } from './previews';
import { iconLinks } from './site-icons';

/** The site's name and description in a language (content/site.ts): search results and link previews. */
export function siteTexts(locale: Locale): { name: string; description: string } {
  return { name: inLocale(site.name, locale), description: inLocale(site.description, locale) };
}

/** A page's full title, as the tab and a shared link show it: "Projets · {owner's name}". */
export function fullTitle(locale: Locale, title: string): string {
  return `${title} · ${getProfile(locale).name}`;
}

/**
 * The languages the site is built in. The module's default is the owner's setting (content/site.ts); tests
 * pass their own.
 */
type LanguagesOption = { locales?: readonly Locale[] };

/** Open Graph's kind of page: a project is an article, every other page a website. */
type OpenGraphType = 'website' | 'article';

/**
 * A page's link preview, a 1200×630 PNG drawn at build time (the apercu.png route handlers). Route
 * handlers rather than the opengraph-image convention: under a static export that convention writes files
 * without an extension (served as application/octet-stream) and leaves the base path out of their URLs.
 */
function previewImage(locale: Locale, ref: PageRef, alt: string) {
  return { url: withBasePath(previewPath(locale, ref)), width: 1200, height: 630, alt, type: 'image/png' };
}

type PreviewImage = ReturnType<typeof previewImage>;

/** The preview every page without its own shares: the site's name is what it shows. */
const sitePreview = (locale: Locale) => previewImage(locale, { page: 'home' }, siteTexts(locale).name);

type LinkPreviewInput = {
  title: string;
  description: string;
  url?: string;
  image?: PreviewImage;
  type?: OpenGraphType;
  /** Open Graph locales of the page's versions in the site's other languages. */
  alternateLocales?: string[];
  /** An article's days (a note's): published and last modified, ISO dates. */
  times?: { publishedTime: string; modifiedTime: string };
};

/**
 * Open Graph and Twitter card tags. Next merges metadata key by key, so each object is complete here
 * rather than partly inherited from the layout.
 */
function linkPreview(
  locale: Locale,
  { title, description, url, image = sitePreview(locale), type = 'website', alternateLocales = [], times }: LinkPreviewInput,
): Metadata {
  const images = [image];
  return {
    openGraph: {
      type,
      ...times,
      locale: openGraphLocales[locale],
      ...(alternateLocales.length > 0 ? { alternateLocale: alternateLocales } : {}),
      siteName: siteTexts(locale).name,
      title,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/**
 * Each language's root layout: the site's name as default title and in every page's title, its
 * description, icons, and the preview of a page without metadata of its own.
 */
export function rootMetadata(locale: Locale): Metadata {
  const { name, description } = siteTexts(locale);
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: name, template: fullTitle(locale, '%s') },
    description,
    applicationName: name,
    authors: [{ name: getProfile(locale).name }],
    // Drawn at build time from the content's icon (scripts/build-icons.mts); Next links app/manifest.ts itself.
    icons: iconLinks,
    ...feedLinks(locale),
    ...linkPreview(locale, { title: name, description }),
  };
}

/** The language's notes feeds, on every page of that language; nothing without notes. */
function feedLinks(locale: Locale): Metadata {
  const types = feedAlternates(locale);
  return types ? { alternates: { types } } : {};
}

/** Links of a page to its content in other formats, by type (Next's `alternates.types`). */
type AlternateTypes = Record<string, { url: string; title: string }[]>;

/** The CV page's link to the same CV as JSON Resume (lib/build/json-resume.ts), which CV tools look for. */
function jsonResumeAlternate(locale: Locale): AlternateTypes {
  const title = messages(locale).cv.jsonResume.title(getProfile(locale).name);
  return { 'application/json': [{ url: withBasePath(jsonResumePath(locale)), title }] };
}

type PageInput = {
  ref: PageRef;
  /** The page's own title; the root layout's template adds the owner's name. Home has none. */
  title?: string;
  description: string;
  image: PreviewImage;
  type?: OpenGraphType;
  times?: LinkPreviewInput['times'];
  /** The page's own content in other formats, beside the language's feeds. */
  formats?: AlternateTypes;
};

/**
 * Title, description, canonical address (the page itself, in its language), the same page in the site's
 * other languages (hreflang, x-default) and link-preview tags. A site in one language gets no alternate.
 */
function metadataOf(locale: Locale, { ref, title, description, image, type, times, formats }: PageInput, locales: readonly Locale[]): Metadata {
  const url = withBasePath(pagePath(locale, ref));
  const languages = languageAlternates(ref, withBasePath, locales);
  const feeds = feedAlternates(locale);
  const types = feeds || formats ? { ...feeds, ...formats } : undefined;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, ...(languages ? { languages } : {}), ...(types ? { types } : {}) },
    ...linkPreview(locale, {
      // A shared link stands alone in a chat: its preview names the owner too.
      title: title ? fullTitle(locale, title) : siteTexts(locale).name,
      description,
      url,
      type,
      image,
      alternateLocales: alternateOpenGraphLocales(locale, locales),
      times,
    }),
  };
}

/**
 * One of the fixed pages in a language: its name and description from the messages (home: the site's
 * own), the CV its own preview, the others the site's.
 */
export function pageMetadata(locale: Locale, ref: { page: PageKey }, { locales = siteLocales }: LanguagesOption = {}): Metadata {
  if (ref.page === 'home') {
    return metadataOf(locale, { ref, description: siteTexts(locale).description, image: sitePreview(locale) }, locales);
  }
  const { pages, seo } = messages(locale);
  const { name, jobTitle } = getProfile(locale);
  const page = pages[ref.page];
  const cv = ref.page === 'cv';
  const image = cv ? previewImage(locale, ref, seo.cvName(name)) : sitePreview(locale);
  const formats = cv ? jsonResumeAlternate(locale) : undefined;
  return metadataOf(locale, { ref, title: page.label, description: page.description(name, jobTitle), image, formats }, locales);
}

/** A project's page: its title, its one-sentence description, its own preview; an article to Open Graph. */
export function projectMetadata(locale: Locale, project: LocalizedProject, { locales = siteLocales }: LanguagesOption = {}): Metadata {
  const ref: PageRef = { page: 'project', slug: project.slug };
  const image = previewImage(locale, ref, messages(locale).seo.projectPreviewAlt(project.titre));
  return metadataOf(
    locale,
    { ref, title: project.titre, description: project.descriptionCourte, image, type: 'article' },
    locales,
  );
}

/** The notes' list: in the languages that have notes only, so its alternates name no missing list. */
export function notesMetadata(locale: Locale, { locales = siteLocales }: LanguagesOption = {}): Metadata {
  const { label, description } = messages(locale).notes;
  const ref: PageRef = { page: 'notes' };
  const withNotes = locales.filter((each) => each === locale || hasNotes(each));
  return metadataOf(locale, { ref, title: label, description: description(getProfile(locale).name), image: sitePreview(locale) }, withNotes);
}

/**
 * A note's page: its title, summary and own preview; an article with its days to Open Graph. Its
 * alternates name only its translations: a note written in one language has none.
 */
export function noteMetadata(locale: Locale, note: Note, { locales = siteLocales }: LanguagesOption = {}): Metadata {
  const ref: PageRef = { page: 'note', slug: note.slug };
  const image = previewImage(locale, ref, messages(locale).notes.previewAlt(note.titre));
  const written = noteLocales(note.slug);
  const times = { publishedTime: note.date, modifiedTime: note.miseAJour ?? note.date };
  return metadataOf(
    locale,
    { ref, title: note.titre, description: note.resume, image, type: 'article', times },
    locales.filter((each) => written.includes(each)),
  );
}

/**
 * The 404 page. Next marks it noindex itself (a robots entry here would print a second tag). A broken
 * link pasted in a chat previews as what it is, not as the home page.
 */
export function notFoundMetadata(locale: Locale): Metadata {
  const { title, description } = messages(locale).seo.notFound;
  const full = fullTitle(locale, title);
  // The 404 page has no layout above it (app/global-not-found.tsx): everything the root layout gives
  // a page (icons, application name, author) is here, and its title is written in full.
  return { ...rootMetadata(locale), title: full, description, ...linkPreview(locale, { title: full, description }) };
}
