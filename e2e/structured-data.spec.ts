import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import { elements, textOf } from '@/lib/build/html-tree';
import { siteTexts } from '@/lib/site/metadata';
import { navigation as pagesIn } from '@/lib/site/navigation';
import { getCv } from '@/lib/content/cv';
import { allTitles, profile, projectPath, projects, technologies } from './content';
import { routes } from './site';
import { servedPage } from './served-html';
import { richResultProblems, schemaOrgProblems } from './structured-data';

type JsonLdNode = { '@type'?: string; '@id'?: string } & Record<string, unknown>;
type ListItem = { position: number; name: string; item?: string; url?: string };

/** The page's one graph, its nodes by type: the JSON-LD of the HTML as served, which crawlers read. */
async function graphOf(request: APIRequestContext, routePath: string) {
  const served = await servedPage(request, routePath);
  expect(served.jsonLd).toHaveLength(1);
  const graph = served.jsonLd[0] as { '@context': string; '@graph': JsonLdNode[] };
  expect(graph['@context']).toBe('https://schema.org');
  const canonical = served.canonical!;
  const node = (type: string) => {
    const found = graph['@graph'].find((candidate) => candidate['@type'] === type);
    expect(found, `/${routePath} : aucun objet ${type}`).toBeDefined();
    return found!;
  };
  return { graph, canonical, node, html: served.html };
}

/** The home page's address as a directory ("https://example.org/portfolio/"): the base of the site's @ids. */
const asDirectory = (canonical: string) => (canonical.endsWith('/') ? canonical : `${canonical}/`);

/** The owner's @id: the home page's address and #person. */
async function personId(request: APIRequestContext) {
  return `${asDirectory((await servedPage(request, '')).canonical!)}#person`;
}

/** Every @id reference ({ "@id": … } alone) in a value, at any depth. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '@id') return [(value as { '@id': string })['@id']];
  return Object.values(value).flatMap(references);
}

async function expectImage(request: APIRequestContext, url: string) {
  expect(url).toMatch(/^https?:\/\//);
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

/** Google's breadcrumb: from the home page to this page, numbered from 1, each step named and linked. */
function expectTrail(breadcrumb: JsonLdNode, home: string, canonical: string, names: string[]) {
  const steps = breadcrumb.itemListElement as ListItem[];
  expect(steps.map((step) => step.position)).toEqual(names.map((_, index) => index + 1));
  expect(steps.map((step) => step.name)).toEqual(names);
  expect(steps[0].item).toBe(home);
  expect(steps.at(-1)!.item).toBe(canonical);
}

/** The menu's name for a page: its breadcrumb step. */
const label = (href: string) => pagesIn('fr').find((entry) => entry.href === href)!.label;

test.describe('structured data', () => {
  test('each page carries one graph that a schema.org and a Google checker accept, naming the owner by one @id @navigation', async ({
    request,
  }) => {
    // Two checkers over every page: the longest single test of the suite.
    test.slow();
    const owner = await personId(request);
    const blocks: { page: string; data: unknown }[] = [];
    for (const route of routes) {
      const { graph, html } = await graphOf(request, route.path);
      blocks.push({ page: route.path, data: graph });
      // Every reference to a person is the owner's one @id.
      const personRefs = references(graph).filter((id) => id.endsWith('#person'));
      expect(personRefs.every((id) => id === owner), `/${route.path} : ${personRefs.join(', ')}`).toBe(true);
      if (route.path !== '') expect(personRefs.length).toBeGreaterThan(0);
      // The crawler's view: the HTML as served, through Google's rich-result rules.
      expect(await richResultProblems(html)).toEqual([]);
      // Written once: not a second time in the data React hydrates from, which no crawler reads.
      const flight = [...elements(parse(html))].filter((element) => element.tagName === 'script' && textOf(element).startsWith('self.__next_f'));
      expect(flight.length, `/${route.path}`).toBeGreaterThan(0);
      expect(flight.map(textOf).join(''), `/${route.path}`).not.toContain('application/ld+json');
    }
    expect(schemaOrgProblems(blocks)).toEqual([]);
  });

  test('the home page names the website and describes the owner @navigation', async ({ request }) => {
    const { node, canonical } = await graphOf(request, '');
    const home = asDirectory(canonical);
    expect(node('WebSite')).toMatchObject({ name: siteTexts('fr').name, url: home, inLanguage: 'fr', publisher: { '@id': `${home}#person` } });
    const person = node('Person');
    expect(person).toMatchObject({
      '@id': `${home}#person`,
      name: profile.name,
      jobTitle: profile.jobTitle,
      sameAs: [profile.linkedin, profile.github],
    });
    await expectImage(request, person.image as string);
  });

  test('the about page is the owner’s ProfilePage, with photo, profiles and technologies @navigation', async ({ request }) => {
    const owner = await personId(request);
    const { node, canonical } = await graphOf(request, 'a_propos');
    const profilePage = node('ProfilePage');
    expect(profilePage).toMatchObject({ url: canonical, inLanguage: 'fr' });
    // Google's ProfilePage: a Person as main entity, with its name.
    const person = profilePage.mainEntity as JsonLdNode;
    expect(person).toMatchObject({
      '@type': 'Person',
      '@id': owner,
      name: profile.name,
      alternateName: profile.alias,
      jobTitle: profile.jobTitle,
      sameAs: [profile.linkedin, profile.github],
    });
    expect((person.knowsAbout as { name: string }[]).map((thing) => thing.name)).toEqual(technologies.map((t) => t.label));
    await expectImage(request, person.image as string);
    expectTrail(node('BreadcrumbList'), owner.replace(/#person$/, ''), canonical, [label('/'), label('/a_propos')]);
  });

  test('the project list is a CollectionPage whose ItemList gives every project’s page, in list order @navigation', async ({
    request,
    baseURL,
  }) => {
    const { node, canonical } = await graphOf(request, 'projets');
    const list = node('CollectionPage').mainEntity as JsonLdNode;
    expect(list['@type']).toBe('ItemList');
    // Google's summary-page list: each item a position and the address of its page.
    const items = list.itemListElement as ListItem[];
    expect(items.map((item) => item.name)).toEqual(allTitles);
    expect(items.map((item) => item.position)).toEqual(allTitles.map((_, index) => index + 1));
    for (const [index, item] of items.entries()) {
      expect(new URL(item.url!).pathname).toBe(new URL(projectPath(projects[index].slug), baseURL).pathname);
    }
    expect(new URL(canonical).pathname).toBe(new URL('projets', baseURL).pathname);
  });

  for (const project of projects) {
    test(`/${projectPath(project.slug)} is a CreativeWork by the owner, at its page, with its images @navigation`, async ({
      request,
    }) => {
      const owner = await personId(request);
      const { node, canonical } = await graphOf(request, projectPath(project.slug));
      const work = node('CreativeWork');
      expect(work).toMatchObject({
        name: project.titre,
        description: project.descriptionCourte,
        // The work itself when it is online, else the page that shows it.
        url: project.lien ?? canonical,
        mainEntityOfPage: canonical,
        author: { '@id': owner },
      });
      const images = work.image as string[];
      expect(images).toHaveLength(project.images.length);
      for (const image of [...images, work.thumbnailUrl as string]) await expectImage(request, image);
      expectTrail(node('BreadcrumbList'), owner.replace(/#person$/, ''), canonical, [label('/'), label('/projets'), project.titre]);
    });
  }

  test('contact, CV and legal notice each say what kind of page they are, under a trail from home @navigation', async ({
    request,
  }) => {
    const owner = await personId(request);
    const home = owner.replace(/#person$/, '');
    const kinds = { contact: 'ContactPage', cv: 'WebPage', 'mentions-legales': 'WebPage' };
    for (const [routePath, kind] of Object.entries(kinds)) {
      const { node, canonical } = await graphOf(request, routePath);
      expect(node(kind)).toMatchObject({ url: canonical, about: { '@id': owner }, isPartOf: { '@id': `${home}#website` } });
      expectTrail(node('BreadcrumbList'), home, canonical, [label('/'), label(`/${routePath}`)]);
    }
    // The CV page's main entity is the PDF, at the address the build writes it to.
    const { node } = await graphOf(request, 'cv');
    const pdf = node('WebPage').mainEntity as JsonLdNode;
    expect(pdf).toMatchObject({ '@type': 'DigitalDocument', encodingFormat: 'application/pdf', author: { '@id': owner } });
    expect(new URL(pdf.url as string).pathname).toMatch(new RegExp(`${getCv('fr').file.path}$`));
    expect((await request.get(new URL(pdf.url as string).pathname)).headers()['content-type']).toBe('application/pdf');
  });
});
