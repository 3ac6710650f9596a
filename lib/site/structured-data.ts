import type { Graph } from 'schema-dts';
import { profile } from '@/content/profile';
import { navigation, site } from '@/content/site';
import type { Project } from '@/lib/content/content-schema';
import { getCv } from '@/lib/content/cv';
import { getProjects, getTechnologies } from '@/lib/content/projects';
import { getImage } from '@/lib/content/site-images';
import {
  breadcrumbJsonLd,
  cvDocumentJsonLd,
  graphJsonLd,
  personJsonLd,
  projectJsonLd,
  projectListJsonLd,
  projectPath,
  webPageJsonLd,
  websiteJsonLd,
  type WebPageInput,
} from './json-ld';
import { fullTitle } from './metadata';
import { absoluteHref } from './urls';

// The structured data of each kind of page, from the content: what the route files render in <JsonLd>.

type SitePath = (typeof navigation)[number]['href'];

const label = (path: SitePath) => navigation.find((entry) => entry.href === path)!.label;
const publishedImage = (source: string) => absoluteHref(getImage(source).src);

/** Home › a page of the menu (› a step below it). */
function trail(path: SitePath, last?: { name: string; path: string }) {
  const steps = [
    { name: label('/'), path: '/' },
    { name: label(path), path },
  ];
  return breadcrumbJsonLd(last ? [...steps, last] : steps);
}

function person() {
  return personJsonLd({ profile, photo: publishedImage(profile.photo), technologies: getTechnologies() });
}

/** A page of the menu: its kind, its trail from the home page. */
function menuPage(path: SitePath, kind: WebPageInput['kind'], extra: Pick<WebPageInput, 'mainEntity'> = {}): Graph {
  return graphJsonLd([webPageJsonLd({ kind, path, name: fullTitle(label(path)), ...extra }), trail(path)]);
}

export function homeGraph(): Graph {
  return graphJsonLd([websiteJsonLd({ name: site.name, description: site.description }), person()]);
}

/** The profile page: Google's ProfilePage, whose main entity is the owner. */
export function aboutGraph(): Graph {
  return menuPage('/a_propos', 'ProfilePage', { mainEntity: person() });
}

export function projectListGraph(): Graph {
  return menuPage('/projets', 'CollectionPage', { mainEntity: projectListJsonLd(getProjects('fr')) });
}

export function projectGraph(project: Project): Graph {
  const path = projectPath(project.slug);
  return graphJsonLd([
    projectJsonLd({ project, images: project.images.map(publishedImage), thumbnail: publishedImage(project.miniature) }),
    trail('/projets', { name: project.titre, path }),
  ]);
}

export function contactGraph(): Graph {
  return menuPage('/contact', 'ContactPage');
}

export function cvGraph(): Graph {
  const { file } = getCv('fr');
  return menuPage('/cv', 'WebPage', { mainEntity: cvDocumentJsonLd({ name: `CV de ${profile.name}`, path: file.path }) });
}

export function legalGraph(): Graph {
  return menuPage('/mentions-legales', 'WebPage');
}
