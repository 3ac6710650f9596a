import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUDIENCE_ATTRIBUTE, OBJECTION_ATTRIBUTE } from '@/lib/browser/audience/settings';
import { selector } from '@/lib/browser/data-attributes';
import { FilterParam } from '@/lib/browser/filter-params';
import type { PageScripts } from '@/lib/build/page-scripts';
import { exportDir, generatedDir } from '@/lib/build/paths';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { audience } from '@/lib/site/audience';
import { getProjects } from '@/lib/content/projects';
import { audienceServiceOrigin, countedPathOf, fakeAudienceService } from './audience-service';
import { hasEnglish, visitPath } from './content';
import { escapeRegExp, filterToggle, historyBack } from './site';

// Audience measurement, as the owner's content sets it (content/site.ts `audience`). @navigation: under
// the /portfolio base path with the owner's content (measurement off) and on the French-only site
// (a self-hosted Umami); the second owner's content measures with Plausible, in both languages.

const origin = audienceServiceOrigin;
const audienceCode = (JSON.parse(readFileSync(path.join(generatedDir, 'page-scripts.json'), 'utf8')) as PageScripts).audience;
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
  );

/** A tour of one language's pages: load, filter, client-side navigation, Back through both. */
async function tour(page: Page, locale: Locale, views: () => string[]) {
  const expected: string[] = [];
  const counted = async () => {
    expected.push(countedPathOf(page.url()));
    await expect.poll(views).toEqual(expected);
  };
  const heading = page.getByRole('heading', { level: 1 });
  const [project] = getProjects(locale);
  const tag = project.tags[0];

  await page.goto(visitPath(locale, { page: 'projects' }));
  await counted();
  // A filter choice changes the address's query, not the page: no view.
  await filterToggle(page).click();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tag)} \\(`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]${FilterParam.tags}=`));
  // A client-side navigation: one view.
  await page.getByRole('article').filter({ has: page.getByRole('heading', { name: project.titre, exact: true }) }).getByRole('link').click();
  await expect(heading).toHaveText(project.titre);
  await counted();
  // Back to the filtered list: one view; Back through the filter's choice: none.
  await historyBack(page);
  await expect(heading).toHaveText(messages(locale).pages.projects.label);
  await counted();
  await historyBack(page);
  await expect(page).not.toHaveURL(new RegExp(`[?&]${FilterParam.tags}=`));
  // A navigation by the footer's link: one view.
  await page.getByRole('contentinfo').getByRole('link', { name: messages(locale).pages.legal.label }).click();
  await expect(heading).toHaveText(messages(locale).pages.legal.label);
  await counted();
  expect(views()).toEqual(expected);
}

test.describe('audience measurement, switched off (content/site.ts without audience)', () => {
  test.skip(audience !== undefined, 'the content measures its audience');

  test('no page carries the audience script, its settings or an objection switch @navigation', () => {
    const pages = htmlFiles(path.resolve(exportDir));
    expect(pages.length).toBeGreaterThan(0);
    const carrying = pages.filter((file) => {
      const html = readFileSync(file, 'utf8');
      return html.includes(audienceCode) || html.includes(AUDIENCE_ATTRIBUTE) || html.includes(OBJECTION_ATTRIBUTE);
    });
    expect(carrying).toEqual([]);
  });

  test('a tour of the site asks nothing of any host but its own @navigation', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
    });
    const [project] = getProjects('fr');
    for (const ref of [{ page: 'home' }, { page: 'projects' }, { page: 'project', slug: project.slug }, { page: 'legal' }] as const) {
      await page.goto(visitPath('fr', ref), { waitUntil: 'load' });
    }
    await page.getByRole('contentinfo').getByRole('link', { name: messages('fr').pages.contact.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.contact.label);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
  });
});

test.describe('audience measurement, switched on (content/site.ts audience)', () => {
  test.skip(audience === undefined, 'the content measures no audience');

  test('every page carries the audience script once, with the service’s origin alone added to its policy @navigation', async ({ page }) => {
    for (const file of htmlFiles(path.resolve(exportDir))) {
      expect(readFileSync(file, 'utf8').split(audienceCode), file).toHaveLength(2);
    }
    await page.goto(visitPath('fr', { page: 'legal' }));
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(new RegExp(`connect-src 'self' https://api\\.emailjs\\.com ${escapeRegExp(origin!)};`));
    await expect(page.locator(`script[${AUDIENCE_ATTRIBUTE}]`)).toHaveCount(1);
  });

  test('the service receives one view per page shown: loads, navigations and Back, none for the filter @navigation', async ({ page }) => {
    const views = await fakeAudienceService(page);
    await tour(page, 'fr', views);
    if (hasEnglish) {
      const french = views().length;
      await tour(page, 'en', () => views().slice(french));
    }
  });

  // Playwright turns the back-forward cache off in Chromium, and a restore escapes its page lifecycle
  // even when it is turned on (microsoft/playwright#41872): the page gets the events a restore fires.
  // The rule itself is unit-tested (lib/browser/audience/measurement.test.ts).
  test('a page shown again from the back-forward cache is not counted twice @navigation', async ({ page }) => {
    const views = await fakeAudienceService(page);
    await page.goto(visitPath('fr', { page: 'about' }), { waitUntil: 'networkidle' });
    await expect.poll(views).toHaveLength(1);
    await page.evaluate(() => {
      dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
      dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await page.getByRole('contentinfo').getByRole('link', { name: messages('fr').pages.contact.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.contact.label);
    // The next view comes, and none between.
    await expect.poll(views).toHaveLength(2);
    expect(views()).toEqual([visitPath('fr', { page: 'about' }), visitPath('fr', { page: 'contact' })].map((path) => new URL(path, page.url()).pathname));
  });

  test('Global Privacy Control or Do Not Track stops every view @navigation', async ({ browser }) => {
    for (const signal of ['globalPrivacyControl', 'doNotTrack'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((name) => Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) }), signal);
      const views = await fakeAudienceService(page);
      await page.goto(visitPath('fr', { page: 'projects' }));
      await page.getByRole('contentinfo').getByRole('link', { name: messages('fr').pages.legal.label }).click();
      // The switch shows the browser's refusal, which no switch overrides.
      const objection = page.getByRole('checkbox', { name: messages('fr').audience.objection });
      await expect(objection).toBeChecked();
      await expect(objection).toBeDisabled();
      await page.goto(visitPath('fr', { page: 'contact' }), { waitUntil: 'networkidle' });
      expect(views(), signal).toEqual([]);
      await context.close();
    }
  });

  test('the legal notice says what is measured, and an objection made there stops every view after it, remembered @navigation', async ({
    page,
  }) => {
    const views = await fakeAudienceService(page);
    const text = messages('fr').audience;
    await page.goto(visitPath('fr', { page: 'legal' }));
    await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
    await expect.poll(views).toHaveLength(1);
    const objection = page.getByRole('checkbox', { name: text.objection });
    await expect(objection).toBeEnabled();
    await expect(objection).not.toBeChecked();
    await objection.check();
    await page.getByRole('contentinfo').getByRole('link', { name: messages('fr').pages.projects.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.projects.label);
    await page.goto(visitPath('fr', { page: 'contact' }), { waitUntil: 'networkidle' });
    await page.goto(visitPath('fr', { page: 'legal' }), { waitUntil: 'networkidle' });
    await expect(page.getByRole('checkbox', { name: text.objection })).toBeChecked();
    expect(views()).toHaveLength(1);
    expect(await page.evaluate((attribute) => document.querySelectorAll(attribute).length, selector(OBJECTION_ATTRIBUTE))).toBe(1);
  });
});
