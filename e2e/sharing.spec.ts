import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { getProjectBySlug } from '@/lib/content/projects';
import { openGraphLocales } from '@/lib/i18n/locales';
import { previewPath } from '@/lib/site/previews';
import { profile, projectPath, projects, withMostImages } from './content';
import { routes } from './site';
import { exportDir } from '@/lib/build/paths';

const out = path.resolve(exportDir);
const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test.describe('link previews and search engines', () => {
  test('every page has its own title and description, in its language @navigation', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      await page.goto(route.path);
      const title = await page.title();
      const description = await meta(page, 'name', 'description');
      expect(title).toContain(profile.name);
      // A project's is the owner's one sentence; the site's own pages say a little more.
      const project = route.ref.page === 'project' && getProjectBySlug(route.ref.slug, route.locale);
      if (project) expect(description).toBe(project.descriptionCourte);
      else expect(description?.length).toBeGreaterThan(50);
      // Unique within a language: a title may read the same in both ("Contact", a project's name).
      titles.add(`${route.locale} ${title}`);
      descriptions.add(`${route.locale} ${description}`);
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });

  for (const route of routes) {
    test(`/${route.path} carries canonical, Open Graph and Twitter card tags @navigation`, async ({ page, baseURL }) => {
      await page.goto(route.path);
      const pageUrl = new URL(route.path, baseURL).pathname;
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(pageUrl);
      expect(new URL((await meta(page, 'property', 'og:url'))!).pathname).toBe(pageUrl);
      expect(await meta(page, 'property', 'og:title')).toBeTruthy();
      expect(await meta(page, 'property', 'og:description')).toBe(await meta(page, 'name', 'description'));
      expect(await meta(page, 'property', 'og:locale')).toBe(openGraphLocales[route.locale]);
      // A project is an article, the other pages websites.
      expect(await meta(page, 'property', 'og:type')).toBe(route.ref.page === 'project' ? 'article' : 'website');
      expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
      const image = new URL((await meta(page, 'property', 'og:image'))!);
      expect(image.pathname).toMatch(/\.png$/);
      expect(await meta(page, 'name', 'twitter:image')).toBe(image.href);
      // The preview file is part of the export, where the page says it is, at 1200×630.
      const basePath = new URL(baseURL!).pathname.replace(/\/$/, '');
      const file = path.join(out, image.pathname.slice(basePath.length));
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      // Projects and the CV have their own preview; the other pages share the site's.
      const own = route.ref.page === 'project' || route.ref.page === 'cv' ? route.ref : ({ page: 'home' } as const);
      expect(image.pathname).toBe(new URL(previewPath(route.locale, own).slice(1), baseURL).pathname);
    });
  }

  test('the preview images are served as PNG @navigation', async ({ page, request, baseURL }) => {
    await page.goto(projectPath(projects[0].slug));
    const image = new URL((await meta(page, 'property', 'og:image'))!);
    const response = await request.get(new URL(image.pathname, baseURL).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('the sitemap lists every page and robots.txt points to it @navigation', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const basePath = new URL(baseURL!).pathname;
    for (const route of routes) expect(listed).toContain(new URL(route.path, baseURL).pathname);
    expect(listed).toHaveLength(routes.length);
    const robots = await (await request.get('robots.txt')).text();
    expect(robots).toMatch(new RegExp(`Sitemap: \\S+${basePath}sitemap\\.xml`));
  });
});

test.describe('print', () => {
  test('a project prints without the navigation chrome @navigation', async ({ page }) => {
    await page.goto(projectPath(withMostImages.slug));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Image suivante' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
});

test.describe('what a shared link says of its page', () => {
  test('a missing page previews as missing, not as the home page, and asks once not to be indexed', async ({ page }) => {
    await page.goto('.');
    const home = { title: await meta(page, 'property', 'og:title'), description: await meta(page, 'property', 'og:description') };
    await page.goto('page-inconnue');
    const title = await page.title();
    expect(title).toContain(profile.name);
    expect(await meta(page, 'property', 'og:title')).toBe(title);
    expect(await meta(page, 'property', 'og:description')).toBe(await meta(page, 'name', 'description'));
    expect(await meta(page, 'property', 'og:title')).not.toBe(home.title);
    expect(await meta(page, 'property', 'og:description')).not.toBe(home.description);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
