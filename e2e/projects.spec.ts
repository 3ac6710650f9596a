import { expect, test, type Page } from '@playwright/test';
import { projects } from '@/content/projects';
import { technologies } from '@/content/technologies';
import { filterProjects, projectCount, serializeFilter } from '@/lib/filters';
import { projectTypeLabel } from '@/lib/project-types';
import { escapeRegExp, pathPattern } from './site';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Afficher les filtres' }).click();
}

test.describe('the project list', () => {
  test('lists every project in the HTML, before any script runs @navigation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('projets');
    await expect(cardTitles(page)).toHaveText(['Portfolio', 'Niltiplication']);
    await context.close();
  });

  test('opens and closes the filter panel', async ({ page }) => {
    await page.goto('projets');
    const toggle = page.getByRole('button', { name: 'Afficher les filtres' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Type de projet' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Masquer les filtres' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: 'Tous les types' })).toBeChecked();
    await page.getByRole('button', { name: 'Masquer les filtres' }).click();
    await expect(page.getByRole('group', { name: 'Type de projet' })).toBeHidden();
  });

  test('filters by each type', async ({ page }) => {
    await page.goto('projets');
    await openFilters(page);
    await page.getByRole('radio', { name: 'Professionnel' }).click();
    await expect(page.getByRole('radio', { name: 'Professionnel' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Portfolio']);
    await expect(page).toHaveURL(pathPattern('projets', '?type=professionnel'));
    await page.getByRole('radio', { name: 'Universitaire' }).click();
    await expect(page.getByRole('radio', { name: 'Universitaire' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Niltiplication']);
    await page.getByRole('radio', { name: 'Personnel' }).click();
    await expect(page.getByRole('radio', { name: 'Personnel' })).toBeChecked();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByText('Aucun projet ne correspond a ce filtre.')).toBeVisible();
    await page.getByRole('radio', { name: 'Tous les types' }).click();
    await expect(page.getByRole('radio', { name: 'Tous les types' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Portfolio', 'Niltiplication']);
    await expect(page).toHaveURL(pathPattern('projets'));
  });

  test('adds and removes technology tags; every selected tag is required', async ({ page }) => {
    // From the content: a first project's tag, another tag that keeps projects with it, one that leaves none.
    const labels = technologies.map((technology) => technology.label);
    const first = projects[0].tags[0];
    const titles = (tags: string[]) => filterProjects(projects, { type: '', tags }).map((project) => project.titre);
    const together = labels.find((tag) => tag !== first && titles([first, tag]).length > 0);
    const apart = labels.find((tag) => tag !== first && titles([first, tag]).length === 0);
    const tagButton = (label: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} \\(`) });
    await page.goto('projets');
    await openFilters(page);
    await tagButton(first).click();
    await expect(tagButton(first)).toHaveAttribute('aria-pressed', 'true');
    // The check mark shows the state; the name is the technology's and its count, aria-pressed says the rest.
    await expect(tagButton(first)).toHaveAccessibleName(`${first} (${projectCount(titles([first]).length)})`);
    await expect(cardTitles(page)).toHaveText(titles([first]));
    if (together) {
      await tagButton(together).click();
      await expect(cardTitles(page)).toHaveText(titles([first, together]));
      const both = serializeFilter({ type: '', tags: [first, together] });
      await expect(page).toHaveURL(pathPattern('projets', `?${both}`));
      await tagButton(first).click();
      await expect(tagButton(first)).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(pathPattern('projets', `?${serializeFilter({ type: '', tags: [together] })}`));
      await tagButton(together).click();
      await tagButton(first).click();
    }
    if (apart) {
      await tagButton(apart).click();
      await expect(page.getByText('Aucun projet ne correspond a ce filtre.')).toBeVisible();
      await tagButton(apart).click();
    }
    await tagButton(first).click();
    await expect(tagButton(first)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(pathPattern('projets'));
    await expect(cardTitles(page)).toHaveText(projects.map((project) => project.titre));
  });

  test('opens a shared filtered address with the filter applied', async ({ page }) => {
    await page.goto('projets?type=universitaire&tags=PHP,SQL');
    await expect(cardTitles(page)).toHaveText(['Niltiplication']);
    await expect(page.getByRole('radio', { name: 'Universitaire' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'SQL' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('projets?type=professionnel&tags=PHP');
    await expect(page.getByText('Aucun projet ne correspond a ce filtre.')).toBeVisible();
  });

  test('undoes a filter change with the back button', async ({ page }) => {
    await page.goto('projets');
    await openFilters(page);
    await page.getByRole('radio', { name: 'Universitaire' }).click();
    await expect(page.getByRole('radio', { name: 'Universitaire' })).toBeChecked();
    await page.getByRole('button', { name: 'CSS' }).click();
    await expect(page).toHaveURL(pathPattern('projets', '?type=universitaire&tags=CSS'));
    await page.goBack();
    await expect(page).toHaveURL(pathPattern('projets', '?type=universitaire'));
    await expect(page.getByRole('button', { name: 'CSS' })).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await expect(page).toHaveURL(pathPattern('projets'));
    await expect(cardTitles(page)).toHaveText(['Portfolio', 'Niltiplication']);
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(['Niltiplication']);
  });

  test('clears every filter at once', async ({ page }) => {
    await page.goto('projets?type=professionnel&tags=React');
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(pathPattern('projets'));
    await expect(cardTitles(page)).toHaveCount(2);
  });

  test('shows three tags then "+" on a card with four', async ({ page }) => {
    await page.goto('projets');
    const card = page.getByRole('article').filter({ hasText: 'Niltiplication' });
    await expect(card.getByRole('listitem')).toHaveText(['PHP', 'HTML', 'CSS', '+et 1 autre technologie']);
    await expect(card.getByText('Universitaire')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(4); // the thumbnail and three icons
  });

  test('opens a project from its card @navigation', async ({ page }) => {
    await page.goto('projets');
    // A click anywhere on the card, not only on its title, opens the project.
    await page.getByRole('article').filter({ hasText: 'Portfolio' }).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(pathPattern('projets/portfolio'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');
  });
});

test.describe('a project page', () => {
  test('shows the type, tags, date, paragraphs, the external link and Retour @navigation', async ({ page }) => {
    const project = projects.find((candidate) => candidate.lien);
    test.skip(!project, 'No project has an external link.');
    const { slug, type, tags, date, descriptionLongue, lien } = project!;
    await page.goto(`projets/${slug}`);
    const main = page.getByRole('main');
    // The project's own type and tags come first: related projects' cards may follow with theirs.
    await expect(main.getByText(projectTypeLabel(type), { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('list', { name: 'Technologies' }).first().getByRole('listitem')).toHaveText(tags);
    await expect(main.getByText(date, { exact: true })).toBeVisible();
    for (const paragraph of [descriptionLongue].flat()) {
      await expect(main.locator('p').filter({ hasText: paragraph })).toBeVisible();
    }
    const visit = main.getByRole('link', { name: /Accéder au projet/ });
    await expect(visit).toHaveAttribute('href', lien!);
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await main.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(pathPattern('projets'));
  });

  test('has no external link when the project has none @navigation', async ({ page }) => {
    await page.goto('projets/niltiplication');
    await expect(page.getByText('Janvier/Mai 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: /Accéder au projet/ })).toHaveCount(0);
  });

  test('wraps the carousel both ways', async ({ page }) => {
    await page.goto('projets/portfolio');
    const counter = page.getByText(/^Image \d sur 3$/);
    const shown = page.getByRole('main').getByRole('img', { name: /capture/ });
    await expect(counter).toHaveText('Image 1 sur 3');
    await page.getByRole('button', { name: 'Image précédente' }).click();
    await expect(counter).toHaveText('Image 3 sur 3');
    await expect(shown).toHaveAttribute('alt', 'Portfolio, capture 3 sur 3');
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(counter).toHaveText('Image 1 sur 3');
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(counter).toHaveText('Image 3 sur 3');
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(counter).toHaveText('Image 1 sur 3');
    // The image shown has really loaded, not only its label.
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('keeps the carousel within 420 px', async ({ page }) => {
    await page.goto('projets/portfolio');
    const box = await page.getByRole('region', { name: /Images du projet/ }).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(420);
  });
});
