import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromJson, extractFromXml } from '@extractus/feed-extractor';
import { expect, test } from '@playwright/test';
import { resultText } from '@/lib/browser/filters';
import { exportDir } from '@/lib/build/paths';
import { getNotes, hasNotes, latestNotes, noteLocales, notesAbout, noteTags } from '@/lib/content/notes';
import { getProfile } from '@/lib/content/owner';
import { getProjects } from '@/lib/content/projects';
import { formatNumber, longDate } from '@/lib/i18n/format';
import { languageNames } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { feedKinds, feedPath } from '@/lib/site/feeds';
import { siteLocales } from '@/lib/site/languages';
import { absoluteUrl } from '@/lib/site/urls';
import { hasEnglish, visitPath } from './content';
import { historyBack } from './site';

// The notes, as a visitor and a feed reader see them: expectations read from the content the site was
// built from (lib/content/notes.ts), never a note written here. Every note page also goes through the
// per-page checks of every-page.spec.ts (budgets, policy, previews, axe in both themes).

const out = path.resolve(exportDir);
const withNotes = siteLocales.filter(hasNotes);
const french = getNotes('fr');
const text = messages('fr').notes;

test.describe('the notes', () => {
  test.skip(withNotes.length === 0, 'the content has no note');

  test('the list shows each note newest first: title, day, reading time, tags and summary', async ({ page }) => {
    for (const locale of withNotes) {
      const notes = getNotes(locale);
      const texts = messages(locale).notes;
      await page.goto(visitPath(locale, { page: 'notes' }));
      const items = page.getByRole('main').getByRole('article');
      await expect(items.getByRole('heading', { level: 2 })).toHaveText(notes.map((note) => note.titre));
      for (const [i, note] of notes.entries()) {
        const item = items.nth(i);
        await expect(item.locator('time').first()).toHaveAttribute('datetime', note.date);
        await expect(item).toContainText(longDate(locale, note.date));
        await expect(item).toContainText(texts.readingTime(formatNumber(locale, note.minutes)));
        await expect(item).toContainText(note.resume);
        for (const tag of note.tags) await expect(item.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
      }
    }
  });

  test('a tag filters the list, its state in the address, and Back undoes it', async ({ page, baseURL }) => {
    const tags = noteTags('fr');
    test.skip(tags.length < 2, 'the French notes have a single tag: no filter is shown');
    // The tag that leaves the fewest notes, so the list visibly narrows.
    const tag = [...tags].sort((a, b) => french.filter((n) => n.tags.includes(a)).length - french.filter((n) => n.tags.includes(b)).length)[0];
    const kept = french.filter((note) => note.tags.includes(tag)).map((note) => note.titre);
    const list = visitPath('fr', { page: 'notes' });
    await page.goto(list);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await page.getByRole('group', { name: text.filterLegend }).getByRole('button', { name: new RegExp(`^${tag}`) }).click();
    await expect(page).toHaveURL(new URL(`${list}?tags=${encodeURIComponent(tag)}`, baseURL).href);
    await expect(titles.filter({ visible: true })).toHaveText(kept);
    await expect(page.getByRole('status')).toHaveText(resultText('fr', kept.length, french.length, 'notes'));
    await historyBack(page);
    await expect(page).toHaveURL(new URL(list, baseURL).href);
    await expect(titles.filter({ visible: true })).toHaveText(french.map((note) => note.titre));
    // A shared filtered address applies at once.
    await page.goto(`${list}?tags=${encodeURIComponent(tag)}`);
    await expect(titles.filter({ visible: true })).toHaveText(kept);
  });

  test('a note shows its days, reading time, tags, linked headings, highlighted code and the notes around it', async ({ page, baseURL }) => {
    for (const [i, note] of french.entries()) {
      await page.goto(visitPath('fr', { page: 'note', slug: note.slug }));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(note.titre);
      await expect(main.locator(`time[datetime="${note.date}"]`).first()).toBeVisible();
      if (note.miseAJour) await expect(main).toContainText(`${text.updated} ${longDate('fr', note.miseAJour)}`);
      else await expect(main).not.toContainText(text.updated);
      await expect(main).toContainText(text.readingTime(formatNumber('fr', note.minutes)));
      // Each heading of the text is its own link, to its own address.
      for (const heading of await main.locator('h2[id]').all()) {
        const id = await heading.getAttribute('id');
        await expect(heading.getByRole('link')).toHaveAttribute('href', `#${id}`);
      }
      // Code is coloured by classes, in the light and the dark theme alike: no inline style.
      for (const code of await main.locator('pre.shiki').all()) {
        await expect(code.locator('[style]')).toHaveCount(0);
        expect(await code.locator('span[class^="code-"]').count()).toBeGreaterThan(0);
      }
      const pager = page.getByRole('navigation', { name: text.pager });
      const [newer, older] = [french[i - 1], french[i + 1]];
      if (!newer && !older) await expect(pager).toHaveCount(0);
      if (newer) await expect(pager.getByRole('link', { name: new RegExp(newer.titre) })).toHaveAttribute('href', new URL(visitPath('fr', { page: 'note', slug: newer.slug }), baseURL).pathname);
      if (older) await expect(pager.getByRole('link', { name: new RegExp(older.titre) })).toHaveAttribute('href', new URL(visitPath('fr', { page: 'note', slug: older.slug }), baseURL).pathname);
    }
  });

  test('no exported page of the notes carries an inline style attribute', () => {
    const pages = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? pages(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
      );
    const files = withNotes.flatMap((locale) => {
      const list = path.join(out, `${visitPath(locale, { page: 'notes' })}.html`);
      return [list, ...pages(path.join(out, visitPath(locale, { page: 'notes' })))];
    });
    expect(files.length).toBe(withNotes.reduce((count, locale) => count + 1 + getNotes(locale).length, 0));
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\sstyle=/);
  });

  test('the home page shows the latest notes, a project page the notes about it', async ({ page }) => {
    await page.goto(visitPath('fr', { page: 'home' }));
    const latest = page.getByRole('region', { name: text.latest });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(latestNotes('fr').map((note) => note.titre));
    for (const project of getProjects('fr')) {
      const about = notesAbout(project.slug, 'fr');
      await page.goto(visitPath('fr', { page: 'project', slug: project.slug }));
      const region = page.getByRole('region', { name: text.aboutProject });
      if (about.length === 0) await expect(region).toHaveCount(0);
      else await expect(region.getByRole('heading', { level: 3 })).toHaveText(about.map((note) => note.titre));
    }
  });

  test('the menus name the notes in each language that has them', async ({ page }) => {
    for (const locale of siteLocales) {
      await page.goto(visitPath(locale, { page: 'about' }));
      const link = page.getByRole('contentinfo').getByRole('link', { name: messages(locale).notes.label, exact: true });
      await expect(link).toHaveCount(hasNotes(locale) ? 1 : 0);
      await expect(page.getByRole('banner').getByRole('link', { name: messages(locale).notes.label, exact: true })).toHaveCount(hasNotes(locale) ? 1 : 0);
    }
  });

  test('the language switch of a note leads to its translation, or to the other language’s notes', async ({ page, baseURL }) => {
    test.skip(!hasEnglish, 'the site is built in French only');
    for (const note of french) {
      await page.goto(visitPath('fr', { page: 'note', slug: note.slug }));
      const translated = noteLocales(note.slug).includes('en');
      const target = translated ? { page: 'note' as const, slug: note.slug } : hasNotes('en') ? { page: 'notes' as const } : { page: 'home' as const };
      await page.getByRole('link', { name: languageNames.en, exact: true }).click();
      await expect(page).toHaveURL(new URL(visitPath('en', target), baseURL).href);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('the feeds parse with a feed reader’s parser, every item at a page that exists @navigation', async ({ request, baseURL }) => {
    for (const locale of withNotes) {
      const notes = getNotes(locale);
      for (const kind of feedKinds) {
        const response = await request.get(feedPath(locale, kind).slice(1));
        expect(response.status()).toBe(200);
        const body = await response.text();
        const feed = kind === 'json' ? extractFromJson(body) : extractFromXml(body);
        expect(feed.title).toBe(messages(locale).notes.feedTitle(getProfile(locale).name));
        const links = (feed.entries ?? []).map((entry) => entry.link!);
        // Absolute (the site's address, base path included), newest first, each a page of the export.
        expect(links).toEqual(notes.map((note) => absoluteUrl(pagePath(locale, { page: 'note', slug: note.slug }))));
        for (const link of links) expect((await request.get(new URL(new URL(link).pathname, baseURL).href)).status(), link).toBe(200);
      }
    }
  });
});

test.describe('a site without notes', () => {
  test.skip(withNotes.length > 0, 'the content has notes');

  test('has no notes page, no feed and no link to either @french-only', async ({ page, request }) => {
    for (const locale of siteLocales) {
      expect((await request.get(visitPath(locale, { page: 'notes' }))).status()).toBe(404);
      for (const kind of feedKinds) expect((await request.get(feedPath(locale, kind).slice(1))).status()).toBe(404);
      await page.goto(visitPath(locale, { page: 'home' }));
      await expect(page.locator('a[href*="/notes"], link[rel="alternate"][type$="xml"], link[rel="alternate"][type$="json"]')).toHaveCount(0);
    }
    expect(existsSync(path.join(out, 'notes.html'))).toBe(false);
  });
});
