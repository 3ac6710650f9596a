import { expect, test, type Page } from '@playwright/test';
import { languageNames, locales, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { emptyFilter, serializeFilter } from '@/lib/browser/filters';
import { getCv } from '@/lib/content/cv';
import { hasEnglish, languagesOf, pathOf, projectTypes, routesIn, titlesFor } from './content';
import { expectAvailability } from './page-checks';

// The English version (content/site.ts languages): every page under /en, each linked to its French
// counterpart and back, announced to search engines by reciprocal alternates. The expectations come from
// the content and the messages modules, in each language.

const [fr, en] = [routesIn('fr'), routesIn('en')];

/**
 * The French and English versions of each page, side by side: every page but a note written in one
 * language (notes.spec.ts follows its switch to the other language's notes).
 */
const sameRef = (a: (typeof fr)[number], b: (typeof fr)[number]) => JSON.stringify(a.ref) === JSON.stringify(b.ref);
const pairs = fr
  .filter((route) => languagesOf(route.ref).length > 1)
  .map((route) => [route, en.find((english) => sameRef(route, english))!] as const);

const switchTo = (page: Page, locale: Locale) => page.getByRole('link', { name: languageNames[locale], exact: true });

test.describe('the English version', () => {
  test.skip(!hasEnglish, 'the site is built in French only');

  // Each English page's language, text and alternates are checked on its load in every-page.spec.ts.
  test('the English home page, about page and CV give the availability and the CV in English @navigation', async ({ page }) => {
    const english = en.filter((route) => ['home', 'about', 'cv'].includes(route.ref.page));
    for (const route of english) {
      await page.goto(route.path);
      await expectAvailability(page.getByRole('main'), 'en');
      const download = page.getByRole('link', { name: messages('en').cv.download, exact: true });
      await expect(download).toHaveAttribute('download', getCv('en').file.name);
    }
  });

  test('every page links to the same page in the other language, and back @navigation', async ({ page, baseURL }) => {
    // Three document loads a page, for every page of the site: more than one test's time on a busy machine.
    test.slow();
    for (const [french, english] of pairs) {
      await page.goto(french.path);
      const link = switchTo(page, 'en');
      await expect(link).toHaveAttribute('hreflang', 'en');
      await expect(link).toHaveAttribute('lang', 'en');
      await link.click();
      await expect(page).toHaveURL(new URL(english.path, baseURL).href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.h1);
      const back = switchTo(page, 'fr');
      await expect(back).toHaveAttribute('hreflang', 'fr');
      await expect(back).toHaveAttribute('lang', 'fr');
      await back.click();
      await expect(page).toHaveURL(new URL(french.path, baseURL).href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.h1);
    }
  });

  test('the filter of the address goes along to the other language', async ({ page, baseURL }) => {
    const type = projectTypes.find(({ value }) => titlesFor({ type: value }).length > 0)!.value;
    const query = `?${serializeFilter({ ...emptyFilter, type })}`;
    const [list, englishList] = [fr, en].map((routes) => routes.find((route) => route.ref.page === 'projects')!);
    await page.goto(`${list.path}${query}`);
    await switchTo(page, 'en').click();
    await expect(page).toHaveURL(new URL(`${englishList.path}${query}`, baseURL).href);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(titlesFor({ type }).length);
  });

  test('the sitemap lists both languages, each page with its alternates @navigation', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('sitemap.xml')).text();
    /** Each entry's address and its alternates, as paths. */
    const entries = sitemap
      .split('<url>')
      .slice(1)
      .map((block) => ({
        loc: new URL(block.match(/<loc>([^<]+)<\/loc>/)![1]).pathname,
        alternates: Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname])),
      }));
    for (const [french, english] of pairs) {
      const expected = { fr: pathOf(french, baseURL), en: pathOf(english, baseURL), 'x-default': pathOf(french, baseURL) };
      for (const route of [french, english]) {
        expect(entries.find((entry) => entry.loc === pathOf(route, baseURL))?.alternates, `/${route.path}`).toEqual(expected);
      }
    }
  });

  test('an unknown address under /en says so in English, elsewhere in French @navigation', async ({ page }) => {
    for (const locale of locales) {
      const { notFound } = messages(locale);
      const projects = routesIn(locale).find((route) => route.ref.page === 'projects')!;
      for (const [path, { title }] of [
        [`${projects.path.replace(/[^/]+$/, '')}page-inconnue`, notFound.page],
        [`${projects.path}/projet-inconnu`, notFound.project],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
      }
    }
  });
});

test.describe('a site in French only', () => {
  test.skip(hasEnglish, 'the site is built with its English version');

  // Each page's lack of a switch and of alternates is checked on its load in every-page.spec.ts.
  test('has no English page, and its sitemap no alternate @french-only', async ({ request }) => {
    expect((await request.get('en')).status()).toBe(404);
    const sitemap = await (await request.get('sitemap.xml')).text();
    expect(sitemap).not.toContain('hreflang');
  });

  test('answers an address under /en with the French 404 page @french-only', async ({ page }) => {
    const response = await page.goto('en/projects');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
