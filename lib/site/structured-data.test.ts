import type { Graph, Thing } from 'schema-dts';
import { getProfile } from '@/lib/content/owner';
import { getProjects } from '@/lib/content/projects';
import { locales, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath, type PageKey } from '@/lib/i18n/routes';
import { jsonLdIds } from './json-ld';
import { fullTitle, siteTexts } from './metadata';
import { sitemapEntries } from './sitemap';
import { aboutGraph, contactGraph, cvGraph, homeGraph, legalGraph, pageGraph, projectGraph, projectListGraph, structuredDataByAddress } from './structured-data';
import { absoluteUrl } from './urls';

type Node = Record<string, unknown> & { '@type'?: string };

/** A graph's node of a type. */
function node(graph: Graph, type: string): Node {
  const found = (graph['@graph'] as Thing[]).find((thing) => (thing as Node)['@type'] === type);
  expect(found).toBeDefined();
  return found as Node;
}

/** A breadcrumb's steps as names and addresses. */
const steps = (graph: Graph) =>
  (node(graph, 'BreadcrumbList').itemListElement as { name: string; item: string }[]).map(({ name, item }) => ({ name, item }));

const step = (locale: Locale, page: PageKey) => ({ name: messages(locale).pages[page].label, item: absoluteUrl(pagePath(locale, { page })) });

const menuGraphs = { about: aboutGraph, projects: projectListGraph, contact: contactGraph, cv: cvGraph, legal: legalGraph };

describe.each(locales)('the structured data in %s', (locale) => {
  const { pages } = messages(locale);

  it('names the site in the language and describes the one owner, by the same @id in every language', () => {
    const graph = homeGraph(locale);
    expect(node(graph, 'WebSite')).toMatchObject({ '@id': jsonLdIds.website, ...siteTexts(locale), inLanguage: locale });
    expect(node(graph, 'Person')).toMatchObject({
      '@id': jsonLdIds.person,
      jobTitle: getProfile(locale).jobTitle,
      url: absoluteUrl(pagePath(locale, { page: 'home' })),
    });
  });

  it('gives each page of the menu its address, name and trail in the language', () => {
    for (const [page, graphOf] of Object.entries(menuGraphs) as [keyof typeof menuGraphs, (locale: Locale) => Graph][]) {
      const graph = graphOf(locale);
      const url = absoluteUrl(pagePath(locale, { page }));
      const webPage = (graph['@graph'] as Node[]).find((thing) => thing.url === url);
      expect(webPage).toMatchObject({ '@id': url, name: fullTitle(locale, pages[page].label), inLanguage: locale });
      expect(steps(graph)).toEqual([step(locale, 'home'), step(locale, page)]);
    }
  });

  it('lists the projects by their pages in the language', () => {
    const list = node(projectListGraph(locale), 'CollectionPage').mainEntity as { itemListElement: { name: string; url: string }[] };
    expect(list.itemListElement.map(({ name, url }) => ({ name, url }))).toEqual(
      getProjects(locale).map((project) => ({ name: project.titre, url: absoluteUrl(projectPath(locale, project.slug)) })),
    );
  });

  it('describes a project in the language, under its page there, with a trail through the list', () => {
    const project = getProjects(locale)[0];
    const page = absoluteUrl(projectPath(locale, project.slug));
    const graph = projectGraph(locale, project);
    expect(node(graph, 'CreativeWork')).toMatchObject({
      name: project.titre,
      description: project.descriptionCourte,
      mainEntityOfPage: page,
      inLanguage: locale,
      author: { '@id': jsonLdIds.person },
    });
    expect(steps(graph)).toEqual([step(locale, 'home'), step(locale, 'projects'), { name: project.titre, item: page }]);
  });

  it('gives the CV page the PDF in the language', () => {
    const document = node(cvGraph(locale), 'WebPage').mainEntity;
    expect(document).toMatchObject({
      '@type': 'DigitalDocument',
      name: messages(locale).seo.cvName(getProfile(locale).name),
      inLanguage: locale,
      encodingFormat: 'application/pdf',
    });
  });
});

describe('the structured data of the two languages', () => {
  it('describes one owner: the English and French graphs name the same person and website', () => {
    const ids = (graph: Graph) => (graph['@graph'] as Node[]).map((thing) => thing['@id']);
    expect(ids(homeGraph('en'))).toEqual(ids(homeGraph('fr')));
    expect(node(aboutGraph('en'), 'ProfilePage').mainEntity).toMatchObject({ '@id': jsonLdIds.person });
  });
});

describe('the structured data the build writes into each page', () => {
  const byAddress = structuredDataByAddress(locales);

  it('covers every page of the sitemap, each at its address, and no other', () => {
    const addresses = sitemapEntries(locales).map(({ url }) => url);
    expect([...byAddress.keys()].map(absoluteUrl).sort()).toEqual([...addresses].sort());
  });

  it('is the graph of the page’s kind', () => {
    const project = getProjects('fr')[0];
    expect(JSON.parse(byAddress.get(pagePath('en', { page: 'projects' }))!)).toEqual(projectListGraph('en'));
    expect(JSON.parse(byAddress.get(projectPath('fr', project.slug))!)).toEqual(projectGraph('fr', project));
    const notes = JSON.parse(byAddress.get(pagePath('fr', { page: 'notes' }))!) as Graph;
    expect(node(notes, 'Blog')).toMatchObject({ inLanguage: 'fr' });
  });

  it('stops the build for a page the content does not have', () => {
    expect(() => pageGraph('fr', { page: 'project', slug: 'absent' })).toThrow(/\/projets\/absent/);
  });
});
