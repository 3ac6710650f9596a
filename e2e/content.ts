// What the end-to-end tests expect, read from the content the site was built from (the owner's, or the
// second owner's of e2e/fixture-content): never a name or a project written here.
import { profile } from '@/content/profile';
import { navigation } from '@/content/site';
import { skills } from '@/content/skills';
import { emptyFilter, filterProjects, type FilterState } from '@/lib/browser/filters';
import { monthYear } from '@/lib/content/cv';
import { getProjects, getTechnologies } from '@/lib/content/projects';
import { projectTypes } from '@/lib/content/project-types';
import { cardTags } from '@/lib/content/tags';

export { profile, skills };
export const projects = getProjects('fr');
export const technologies = getTechnologies();
export { projectTypes };

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
export const withMostImages = [...projects].sort((a, b) => b.images.length - a.images.length)[0];
export const withSingleImage = projects.find((project) => project.images.length === 1);
export const withLink = projects.find((project) => project.lien);
export const withoutLink = projects.find((project) => !project.lien);
/** A project with more tags than a card shows, if the content has one. */
export const withHiddenTags = projects.find((project) => cardTags(project.tags).hidden > 0);

export const projectPath = (slug: string) => `projets/${slug}`;

/** The site's pages as the tests visit them: paths relative to baseURL, so a base-path run works too. */
export const routes = [
  ...navigation.map((entry) => ({
    path: entry.href.slice(1),
    h1: entry.href === '/' ? profile.name : entry.label,
    footer: entry.href !== '/',
  })),
  ...projects.map((project) => ({ path: projectPath(project.slug), h1: project.titre, footer: true })),
];
