import { expect, test, type Page } from '@playwright/test';
import { MAX_RELATED, neighbours, relatedProjects } from '@/lib/content/related';
import { messages } from '@/lib/i18n/messages';
import { projects } from './content';
import { escapeRegExp, pathPattern } from './site';

const words = messages('fr').projectDetail;
const pager = (page: Page) => page.getByRole('navigation', { name: words.pager });
const previousLink = (page: Page) => pager(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(words.previous)}`) });
const nextLink = (page: Page) => pager(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(words.next)}`) });
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const related = (page: Page) => page.getByRole('region', { name: words.related });

test.describe('from project to project', () => {
  for (const project of projects) {
    test(`/projets/${project.slug} links to the projects around it, by their titles @navigation`, async ({ page }) => {
      await page.goto(`projets/${project.slug}`);
      const around = neighbours(projects, project.slug);
      if (!around) {
        await expect(pager(page)).toHaveCount(0);
        return;
      }
      if (around.previous) {
        await expect(previousLink(page)).toHaveAccessibleName(`Projet précédent : ${around.previous.titre}`);
        await expect(previousLink(page)).toHaveAttribute('href', pathPattern(`projets/${around.previous.slug}`));
      } else {
        // Two projects: the other one is offered once, as the next.
        await expect(previousLink(page)).toHaveCount(0);
      }
      await expect(nextLink(page)).toHaveAccessibleName(`Projet suivant : ${around.next.titre}`);
      await expect(nextLink(page)).toHaveAttribute('href', pathPattern(`projets/${around.next.slug}`));
    });
  }

  test('"Projet suivant" walks the list in its order and wraps from the last to the first @navigation', async ({
    page,
  }) => {
    test.skip(projects.length < 2, 'A single project has no pager.');
    await page.goto(`projets/${projects[0].slug}`);
    for (const expected of [...projects.slice(1), projects[0]]) {
      await nextLink(page).click();
      await expect(page).toHaveURL(pathPattern(`projets/${expected.slug}`));
      await expect(title(page)).toHaveText(expected.titre);
    }
  });

  test('"Projet précédent" walks it backwards and wraps from the first to the last @navigation', async ({ page }) => {
    test.skip(projects.length < 3, 'With two projects, the other one is only offered as the next.');
    await page.goto(`projets/${projects[0].slug}`);
    for (const expected of [...projects].reverse()) {
      await previousLink(page).click();
      await expect(page).toHaveURL(pathPattern(`projets/${expected.slug}`));
      await expect(title(page)).toHaveText(expected.titre);
    }
  });
});

test.describe('related projects', () => {
  for (const project of projects) {
    const expected = relatedProjects(projects, project.slug);
    const what =
      expected.length === 0
        ? 'lists none: no other project shares a technology'
        : 'lists those sharing the most technologies';
    test(`/projets/${project.slug} ${what} @navigation`, async ({ page }) => {
      await page.goto(`projets/${project.slug}`);
      if (expected.length === 0) {
        await expect(page.getByRole('heading', { name: words.related })).toHaveCount(0);
        return;
      }
      expect(expected.length).toBeLessThanOrEqual(MAX_RELATED);
      await expect(related(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.titre));
      const first = expected[0];
      await related(page).getByRole('link', { name: first.titre, exact: true }).click();
      await expect(page).toHaveURL(pathPattern(`projets/${first.slug}`));
    });
  }
});
