import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { selector } from '@/lib/browser/data-attributes';
import { filterAttributes } from '@/lib/browser/filter-attributes';
import { STARTUP_RAN_ATTRIBUTE, STARTUP_SCRIPTS_ATTRIBUTE } from '@/lib/browser/startup-loader';
import { themeChoices } from '@/lib/browser/theme';
import { exportDir } from '@/lib/build/paths';
import { jsonResumePath } from '@/lib/content/cv';
import { getProjectBySlug } from '@/lib/content/projects';
import { openGraphLocales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { previewPath } from '@/lib/site/previews';
import { getNote, hasNotes } from '@/lib/content/notes';
import { feedKinds, feedPath } from '@/lib/site/feeds';
import { audienceServiceOrigin, countedPathOf, fakeAudienceService } from './audience-service';
import { frenchOnlyTexts, hasEnglish, languagesOf, pathOf, visitPath } from './content';
import {
  emailClientLoads,
  expectAccessibleInBothThemes,
  expectInjectedScriptRefused,
  expectStrictPolicy,
  policyViolations,
} from './page-checks';
import { expectScriptsWithinBudget, measureFloor } from './script-budget';
import { routes } from './site';

// What holds for every page of every language, checked on one load of each: page loads are what the
// suite's time is made of (each costs a browser context, the runtime and hydration), so the checks of
// the different concerns (navigation, budget, network, policy, previews, languages, icons, theme,
// accessibility) share it. Each is a step of its own, named in the report when it fails. Tagged
// @navigation: it runs under the /portfolio base path and on a French-only site too.

const out = path.resolve(exportDir);
const french = hasEnglish ? frenchOnlyTexts() : [];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');


test.describe('every page', () => {
  // The runtime's weight, measured once per worker: the budget of each page is relative to it.
  let floor: number;
  test.beforeAll(async ({ browser }, testInfo) => {
    floor = await measureFloor(browser, testInfo);
  });

  for (const route of routes) {
    test(`/${route.path} loads, within its budget and policy, previews and names its languages, accessible in both themes @navigation`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      const host = new URL(baseURL!).host;
      const foreign: string[] = [];
      const errors: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.protocol !== 'data:' && url.host !== host && url.origin !== audienceServiceOrigin) foreign.push(sent.url());
      });
      // The owner's audience service, when the content names one: the page's own view, nothing else.
      const views = await fakeAudienceService(page);
      // The EmailJS client comes with the contact form's first use only (quality.spec.ts), never with a page.
      const emailClient = emailClientLoads(page);
      // CSP violations are reported here too.
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const violations = await policyViolations(page);

      await test.step('loads, in its language', async () => {
        const response = await page.goto(route.path, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
        // The heading is there once the page's scripts, allowed by its policy, have run.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      });

      await test.step("loads at most 15 KB of JavaScript beyond Next's runtime, compiled as it streams in", async () => {
        await expectScriptsWithinBudget(page, floor);
      });

      await test.step('asks nothing of another host (but its view, to the audience service if any), fetches no e-mail client and logs no error', async () => {
        // Scroll to the bottom so lazy images load as well.
        await page.mouse.wheel(0, 10_000);
        await page.waitForLoadState('networkidle');
        expect(foreign).toEqual([]);
        // The view leaves a moment after the page has shown (lib/browser/audience/measurement.ts).
        await expect.poll(views).toEqual(audienceServiceOrigin ? [countedPathOf(page.url())] : []);
        expect(emailClient).toEqual([]);
        expect(errors).toEqual([]);
      });

      await test.step('runs each of its scripts once, hydrated', async () => {
        // React finds Next's scripts as Next wrote them (async), and adds one it does not find: the browser
        // would fetch and run that script a second time.
        const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
        expect(sources.filter((source, index) => sources.indexOf(source) !== index)).toEqual([]);
        // Each script the loader requested fired its load event once run: what the service worker's
        // registration and the controls' prefetch wait for (lib/browser/after-load.ts).
        await expect(page.locator(selector(STARTUP_SCRIPTS_ATTRIBUTE))).toHaveAttribute(STARTUP_RAN_ATTRIBUTE, '');
      });

      await test.step('runs under its policy without a violation, its links out opening apart', async () => {
        await expectStrictPolicy(page);
        expect(await violations()).toEqual([]);
        // Links that leave the site open in a new tab, telling the other site nothing of this one.
        for (const link of await page.locator('a[href^="http"]').all()) {
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(link).toHaveAttribute('target', '_blank');
        }
      });

      await test.step('carries canonical, Open Graph and Twitter card tags', async () => {
        const pageUrl = pathOf(route, baseURL);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(pageUrl);
        expect(new URL((await meta(page, 'property', 'og:url'))!).pathname).toBe(pageUrl);
        expect(await meta(page, 'property', 'og:title')).toBeTruthy();
        expect(await meta(page, 'property', 'og:description')).toBe(await meta(page, 'name', 'description'));
        expect(await meta(page, 'property', 'og:locale')).toBe(openGraphLocales[route.locale]);
        // A project and a note are articles, the other pages websites.
        const article = route.ref.page === 'project' || route.ref.page === 'note';
        expect(await meta(page, 'property', 'og:type')).toBe(article ? 'article' : 'website');
        expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
        const image = new URL((await meta(page, 'property', 'og:image'))!);
        expect(image.pathname).toMatch(/\.png$/);
        expect(await meta(page, 'name', 'twitter:image')).toBe(image.href);
        // The preview file is part of the export, where the page says it is, at 1200×630.
        const basePath = new URL(baseURL!).pathname.replace(/\/$/, '');
        expect(pngSize(path.join(out, image.pathname.slice(basePath.length)))).toEqual({ width: 1200, height: 630 });
        // Projects, notes and the CV have their own preview; the other pages share the site's.
        const own = article || route.ref.page === 'cv' ? route.ref : ({ page: 'home' } as const);
        expect(image.pathname).toBe(new URL(previewPath(route.locale, own).slice(1), baseURL).pathname);
        // A project's description is the owner's one sentence; the site's own pages say a little more.
        const description = await meta(page, 'name', 'description');
        const project = route.ref.page === 'project' && getProjectBySlug(route.ref.slug, route.locale);
        const note = route.ref.page === 'note' && getNote(route.ref.slug, route.locale);
        if (project) expect(description).toBe(project.descriptionCourte);
        else if (note) {
          expect(description).toBe(note.resume);
          expect(await meta(page, 'property', 'article:published_time')).toBe(note.date);
          expect(await meta(page, 'property', 'article:modified_time')).toBe(note.miseAJour ?? note.date);
        } else expect(description?.length).toBeGreaterThan(50);
      });

      await test.step(hasEnglish ? 'names both languages as alternates, French by default' : 'names no other language', async () => {
        const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
          Object.fromEntries(links.map((link) => [link.getAttribute('hreflang')!, new URL((link as HTMLLinkElement).href).pathname])),
        );
        // A note names only its translation, the notes' list only the other language's list: none without one.
        const versions = languagesOf(route.ref);
        if (hasEnglish && versions.length > 1) {
          const [fr, en] = (['fr', 'en'] as const).map((locale) => new URL(visitPath(locale, route.ref), baseURL).pathname);
          expect(alternates).toEqual({ fr, en, 'x-default': fr });
        } else if (hasEnglish) {
          expect(alternates).toEqual({});
        } else {
          expect(alternates).toEqual({});
          await expect(page.locator(selector(filterAttributes.languageLink))).toHaveCount(0);
          await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
        }
      });

      if (route.locale === 'en') {
        await test.step('is written in English, with no French text left', async () => {
          await expect(page.getByRole('link', { name: messages('en').site.skipLink })).toBeAttached();
          // What anyone sees or hears: the text, and the names given to controls and images.
          const shown = await page.evaluate(() =>
            [
              document.title,
              document.body.innerText,
              ...[...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((element) =>
                ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
              ),
            ].join('\n'),
          );
          expect(french.filter((text) => shown.includes(text))).toEqual([]);
        });
      }

      await test.step(hasNotes(route.locale) ? 'links its language’s three feeds, each where it answers' : 'links no feed', async () => {
        const feeds = await page
          .locator('link[rel="alternate"][type$="xml"], link[rel="alternate"][type$="json"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        const feedPaths = hasNotes(route.locale) ? feedKinds.map((kind) => feedPath(route.locale, kind)) : [];
        // The CV page links its CV as JSON Resume too.
        const paths = route.ref.page === 'cv' ? [...feedPaths, jsonResumePath(route.locale)] : feedPaths;
        const expected = paths.map((each) => new URL(each.slice(1), baseURL).pathname);
        expect(feeds.sort()).toEqual(expected.sort());
        for (const feed of feeds) expect((await request.get(new URL(feed, baseURL).href)).status(), feed).toBe(200);
      });

      await test.step('links the icons and the manifest, each where it answers', async () => {
        const selectors = ['link[rel="icon"][href$="/favicon.ico"]', 'link[rel="apple-touch-icon"][href$="/apple-touch-icon.png"]', 'link[rel="manifest"]'];
        for (const selector of selectors) await expect(page.locator(selector), selector).toHaveCount(1);
        const hrefs = await page
          .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        for (const href of hrefs) {
          expect(new URL(href).pathname.startsWith(new URL(baseURL!).pathname), href).toBe(true);
          expect((await request.get(href)).status(), href).toBe(200);
        }
      });

      await test.step('has the theme switcher in its header, "System" chosen', async () => {
        const { theme } = messages(route.locale);
        const group = page.getByRole('banner').getByRole('group', { name: theme.legend });
        await expect(group).toBeVisible();
        await expect(group.getByRole('radio')).toHaveCount(themeChoices.length);
        await expect(group.getByRole('radio', { name: theme.choices.system, exact: true })).toBeChecked();
      });

      await test.step('has no WCAG 2.1 A/AA violation, in the light theme and the dark one', async () => {
        await expectAccessibleInBothThemes(page);
      });

      await test.step('refuses a script injected into it', async () => {
        await expectInjectedScriptRefused(page);
      });

      await test.step('loads again after a reload', async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
        await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
      });
    });
  }
});
