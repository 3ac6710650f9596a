// What the end-to-end tests expect, read from the content the site was built from (the owner's, or the
// second owner's of e2e/fixture-content): never a name or a project written here.
import { emptyFilter, filterProjects, type FilterState } from '@/lib/browser/filters';
import { monthYear } from '@/lib/content/cv';
import { getLegalNotice, getProfile, getSkills } from '@/lib/content/owner';
import { getNotes, hasNotes, noteLocales } from '@/lib/content/notes';
import { getProjects, getTechnologies } from '@/lib/content/projects';
import { projectTypeLabel, projectTypes as types } from '@/lib/content/project-types';
import { cardTags } from '@/lib/content/tags';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { siteLocales } from '@/lib/site/languages';

/** The French site's content, which most specs check; the English version has its own (routesIn('en')). */
export const profile = getProfile('fr');
export const skills = getSkills('fr');
export const projects = getProjects('fr');
export const technologies = getTechnologies();
/** The project types with their French labels, as the French pages name them. */
export const projectTypes = types.map((value) => ({ value, label: projectTypeLabel(value, 'fr') }));

/** Whether the site was built with its English version (content/site.ts languages). */
export const hasEnglish = siteLocales.includes('en');

const { disponibilite } = profile;
/** The availability's values as the pages write them: the month in French, the other fields as the content has them. */
export const availabilityValues = [
  monthYear(disponibilite.debut, 'fr'),
  disponibilite.duree,
  disponibilite.lieu,
  ...(disponibilite.autorisationTravail ? [disponibilite.autorisationTravail] : []),
  ...(disponibilite.langues ?? []).flatMap(({ langue, niveau }) => [langue, niveau]),
];

/** Titles of the projects a filter leaves, in list order: what the cards show. */
export function titlesFor(filter: Partial<FilterState>): string[] {
  return filterProjects(projects, { ...emptyFilter, ...filter }).map((project) => project.titre);
}

export const allTitles = titlesFor({});

/** The labels of the technologies some project carries, most used first. */
export const usedTags = technologies
  .map((technology) => technology.label)
  .filter((label) => projects.some((project) => project.tags.includes(label)))
  .sort((a, b) => projects.filter((p) => p.tags.includes(b)).length - projects.filter((p) => p.tags.includes(a)).length);

/** Two tags that some project carries together, when the content has such a pair. */
export function tagPair(): [string, string] | undefined {
  for (const project of projects) if (project.tags.length >= 2) return [project.tags[0], project.tags[1]];
  return undefined;
}

/** A tag that, added to `tags`, leaves no project: the spec's no-match sentence then shows. */
export function tagLeavingNone(tags: string[]): string {
  const tag = technologies.map((t) => t.label).find((label) => !tags.includes(label) && titlesFor({ tags: [...tags, label] }).length === 0);
  if (!tag) throw new Error(`Le contenu n'a aucune technologie qui, ajoutée à ${tags.join(', ')}, ne laisse aucun projet.`);
  return tag;
}

/** A choice of type and tag that leaves no project, for the no-match sentence. */
export function emptyCombination(): FilterState {
  for (const type of projectTypes) {
    for (const { label } of technologies) {
      const filter = { type: type.value, tags: [label] };
      if (titlesFor(filter).length === 0) return filter;
    }
  }
  throw new Error('Le contenu n’a aucune combinaison de type et de technologie qui ne laisse aucun projet.');
}

/** The project with the most images, and one with a single image if the content has one. */
/** How many slides a project's carousel shows: its images, and its video. */
export const slideCount = (project: (typeof projects)[number]) => project.images.length + (project.video ? 1 : 0);
export const withMostImages = [...projects].sort((a, b) => b.images.length - a.images.length)[0];
export const withSingleImage = projects.find((project) => project.images.length === 1);
export const withLink = projects.find((project) => project.lien);
export const withoutLink = projects.find((project) => !project.lien);
/** A project with more tags than a card shows, if the content has one. */
export const withHiddenTags = projects.find((project) => cardTags(project.tags).hidden > 0);

export const projectPath = (slug: string) => `projets/${slug}`;

/** A page's address as the tests visit it: relative to baseURL ("en/projects"), so a base-path run works too. */
export const visitPath = (locale: Locale, ref: PageRef) => pagePath(locale, ref).slice(1);

export type Route = { path: string; h1: string; footer: boolean; locale: Locale; ref: PageRef };

/**
 * The pages of one language, in menu order, then the projects, then its notes (the list and each note)
 * when it has any: where they are and what their h1 says.
 */
export function routesIn(locale: Locale): Route[] {
  const pages = Object.keys(pagePaths[locale]) as PageKey[];
  return [
    ...pages.map((page) => ({
      path: visitPath(locale, { page }),
      h1: page === 'home' ? getProfile(locale).name : messages(locale).pages[page].label,
      footer: page !== 'home',
      locale,
      ref: { page },
    })),
    ...getProjects(locale).map((project) => ({
      path: visitPath(locale, { page: 'project', slug: project.slug }),
      h1: project.titre,
      footer: true,
      locale,
      ref: { page: 'project' as const, slug: project.slug },
    })),
    ...(hasNotes(locale) ? [{ path: visitPath(locale, { page: 'notes' }), h1: messages(locale).notes.label, footer: true, locale, ref: { page: 'notes' as const } }] : []),
    ...getNotes(locale).map((note) => ({
      path: visitPath(locale, { page: 'note', slug: note.slug }),
      h1: note.titre,
      footer: true,
      locale,
      ref: { page: 'note' as const, slug: note.slug },
    })),
  ];
}

/**
 * The languages a page exists in: every language of the site, but the notes' list only where there are
 * notes and a note only in the languages it is written in.
 */
export function languagesOf(ref: PageRef): Locale[] {
  if (ref.page === 'notes') return siteLocales.filter(hasNotes);
  if (ref.page === 'note') return siteLocales.filter((locale) => noteLocales(ref.slug).includes(locale));
  return [...siteLocales];
}

/** A page's path under the base path, as the site's absolute addresses end. */
export const pathOf = (route: Route, baseURL: string | undefined) => new URL(route.path, baseURL).pathname;

/** Every page of the site, in each language it is built in. */
export const routes = siteLocales.flatMap(routesIn);

/**
 * The French texts that have an English version of their own: the site's messages and the owner's
 * texts whose French and English differ. None of them belongs on an English page. Short ones are left
 * out ("Lyon" may stand in an English sentence too), and so are the messages written by functions.
 */
export function frenchOnlyTexts(): string[] {
  const texts = new Set<string>();
  const collect = (french: unknown, english: unknown) => {
    if (typeof french === 'string') {
      if (french !== english && french.trim().length >= 12) texts.add(french.trim());
    } else if (Array.isArray(french)) {
      french.forEach((item, i) => collect(item, (english as unknown[] | undefined)?.[i]));
    } else if (french && typeof french === 'object') {
      for (const [key, value] of Object.entries(french)) collect(value, (english as Record<string, unknown> | undefined)?.[key]);
    }
  };
  collect(messages('fr'), messages('en'));
  collect(getProfile('fr'), getProfile('en'));
  collect(getSkills('fr'), getSkills('en'));
  collect(getProjects('fr'), getProjects('en'));
  collect(getLegalNotice('fr'), getLegalNotice('en'));
  return [...texts];
}
