import { expect, test, type Page } from '@playwright/test';
import { palette } from '@/content/palette';
import { pixelsOfColour } from '@/lib/test/drawn-colours';
import { profile, projectPath, projects, withMostImages } from './content';
import { servedPage } from './served-html';
import { nextImage, routes } from './site';

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

// Each page's own tags (canonical, Open Graph, Twitter card, preview image) are checked on its load in
// every-page.spec.ts; here, what holds across pages, read as a link preview reads them: the HTML served.
test.describe('link previews and search engines', () => {
  test('every page has its own title and description, in its language @navigation', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const served = await servedPage(request, route.path);
      const description = served.meta('description');
      expect(served.title).toContain(profile.name);
      // Unique within a language: a title may read the same in both ("Contact", a project's name).
      titles.add(`${route.locale} ${served.title}`);
      descriptions.add(`${route.locale} ${description}`);
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });

  test('the preview images are served as PNG, drawn in the palette of the content @navigation', async ({ request, baseURL }) => {
    const image = new URL((await servedPage(request, projectPath(projects[0].slug))).meta('og:image')!);
    const response = await request.get(new URL(image.pathname, baseURL).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The owner's line is in the primary colour, the small line above the title in the accent (content/palette.ts).
    const png = await response.body();
    expect(await pixelsOfColour(png, palette.light.primary)).toBeGreaterThan(100);
    expect(await pixelsOfColour(png, palette.light.accent)).toBeGreaterThan(100);
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
    await expect(nextImage(page)).toBeHidden();
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
