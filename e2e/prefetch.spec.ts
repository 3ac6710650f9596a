import { expect, test, type Page } from '@playwright/test';
import { projects } from './content';

/** A project card's link on the list, found by the project's title. */
function cardLink(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link');
}

test.describe('prefetching on intent', () => {
  // Not under a base path (@navigation): Next 16.4.6 learns routes from addresses with the base path
  // still on, so there it never predicts one and asks for the page and its route tree first, as before.
  test('a finger down on a card asks for its project alone once Next knows a project route', async ({ page }) => {
    test.skip(projects.length < 2, 'needs two projects');
    // Every request of Next's navigation data for a project: its page (the HEAD that checks it), route tree and segments.
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/projets/')) asked.push(`${request.method()} ${pathname}`);
    });
    await page.goto('projets', { waitUntil: 'networkidle' });
    await expect(page.getByRole('radio', { name: /^Tous les types/, includeHidden: true })).toBeEnabled();
    const [first, second] = projects;
    // A first intent: Next learns the project route from the first project's route tree.
    const firstSegment = page.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      return pathname.includes(`/projets/${first.slug}/`) && pathname.includes('__PAGE__');
    });
    await cardLink(page, first.titre).focus();
    await firstSegment;
    asked.length = 0;
    await cardLink(page, second.titre).dispatchEvent('touchstart');
    await expect.poll(() => asked.some((request) => request.includes(`/projets/${second.slug}/`))).toBe(true);
    // A moment for anything else the prefetch would ask.
    await page.waitForTimeout(500);
    // One request, at once: the project's own segment, its route predicted from the first one's
    // (a slug declared closed with `dynamicParams = false` would ask for the page and its route tree first).
    expect(asked).toEqual([expect.stringMatching(new RegExp(`^GET .*/projets/${second.slug}/[^/]*__PAGE__\\.txt$`))]);
  });
});
