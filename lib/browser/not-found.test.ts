import type { Locale } from '@/lib/i18n/locales';
import { chooseNotFound, markNotFound, NOT_FOUND_ATTRIBUTE, type NotFoundTitles } from './not-found';

const bothLanguages: Locale[] = ['fr', 'en'];
const titles: NotFoundTitles = {
  fr: { page: 'Page introuvable · Owner', project: 'Projet introuvable · Owner' },
  en: { page: 'Page not found · Owner', project: 'Project not found · Owner' },
};

/** Runs the 404 page's script at an address; what it made of the page. */
function run(pathname: string, basePath: string, siteTitles = titles) {
  const root = document.documentElement;
  root.lang = 'fr';
  root.removeAttribute(NOT_FOUND_ATTRIBUTE);
  document.title = '';
  window.history.replaceState(null, '', pathname);
  markNotFound(basePath, siteTitles);
  return { lang: root.lang, kind: root.getAttribute(NOT_FOUND_ATTRIBUTE), title: document.title };
}

describe("the 404 page's script", () => {
  it.each([
    ['/ailleurs', 'fr', 'page'],
    ['/projets/inconnu', 'fr', 'project'],
    ['/en/elsewhere', 'en', 'page'],
    ['/en/projects/unknown', 'en', 'project'],
  ] as const)('at %s, shows the %s message about a %s, and titles the tab with it', (pathname, locale, kind) => {
    expect(run(pathname, '')).toEqual({ lang: locale, kind, title: titles[locale]![kind] });
  });

  it('reads the address under the base path', () => {
    expect(run('/portfolio/projets/inconnu', '/portfolio')).toMatchObject({ lang: 'fr', kind: 'project' });
    expect(run('/portfolio/en/projects/unknown', '/portfolio')).toMatchObject({ lang: 'en', kind: 'project' });
    expect(run('/portfolio/en/nowhere', '/portfolio')).toMatchObject({ lang: 'en', kind: 'page' });
    expect(run('/portfolio/ailleurs', '/portfolio')).toMatchObject({ lang: 'fr', kind: 'page' });
  });

  it('answers in French on a site built in French only, /en addresses included', () => {
    expect(run('/en/projects/unknown', '', { fr: titles.fr })).toEqual({
      lang: 'fr',
      kind: 'page',
      title: titles.fr!.page,
    });
  });
});

describe('the tab title', () => {
  const built = titles.fr!.page;
  /** What React does to the <title> as it hydrates, or as a client-side navigation titles the next page. */
  async function reactTitles(title: string) {
    document.querySelector('title')!.textContent = title;
    // Mutation observers are called at the end of the microtask.
    await Promise.resolve();
  }

  beforeEach(() => {
    document.head.innerHTML = `<title>${built}</title>`;
    window.history.replaceState(null, '', '/en/projects/unknown');
    markNotFound('', titles);
  });

  it('stays the chosen message’s when React writes the built one back', async () => {
    expect(document.title).toBe(titles.en!.project);
    await reactTitles(built);
    expect(document.title).toBe(titles.en!.project);
  });

  it('follows a navigation away from the 404 page', async () => {
    await reactTitles('Projects · Owner');
    expect(document.title).toBe('Projects · Owner');
    await reactTitles(built);
    expect(document.title).toBe(built);
  });
});

describe('the choice of message', () => {
  it('takes a project only at a project’s address in the language of the address', () => {
    expect(chooseNotFound('/projets/inconnu/', '', bothLanguages)).toEqual({ locale: 'fr', kind: 'project' });
    expect(chooseNotFound('/projets', '', bothLanguages).kind).toBe('page');
    expect(chooseNotFound('/projets/', '', bothLanguages).kind).toBe('page');
    expect(chooseNotFound('/projets/a/b', '', bothLanguages).kind).toBe('page');
    expect(chooseNotFound('/en/projets/x', '', bothLanguages)).toEqual({ locale: 'en', kind: 'page' });
    expect(chooseNotFound('/projects/x', '', bothLanguages)).toEqual({ locale: 'fr', kind: 'page' });
  });

  it('reads the base path only as a prefix', () => {
    expect(chooseNotFound('/projets/x', '/portfolio', bothLanguages).kind).toBe('project');
    expect(chooseNotFound('/portfolio/projets/x', '', bothLanguages).kind).toBe('page');
    expect(chooseNotFound('/entreprise', '', bothLanguages).locale).toBe('fr');
  });
});
