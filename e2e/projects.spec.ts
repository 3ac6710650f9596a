import { expect, test, type Page } from '@playwright/test';
import { counterText, slidePosition } from '@/lib/browser/carousel';
import { projectCount } from '@/lib/browser/filters';
import { cardTags } from '@/lib/content/tags';
import { navigation as pagesIn } from '@/lib/site/navigation';
import { messages } from '@/lib/i18n/messages';
import {
  allTitles,
  emptyCombination,
  projectPath,
  projects,
  projectTypes,
  tagLeavingNone,
  tagPair,
  titlesFor,
  usedTags,
  withHiddenTags,
  withLink,
  withMostImages,
  withoutLink,
  withSingleImage,
} from './content';
import { expectHydrated, holdScripts, pageErrors } from './page-checks';
import {
  allTypesRadio,
  carouselCounter,
  carouselRegion,
  escapeRegExp,
  expectFilterPanel,
  filterToggle,
  historyBack,
  historyForward,
  nextImage,
  pathPattern,
  previousImage,
} from './site';

const navigation = pagesIn('fr');
const carouselTexts = messages('fr').carousel;

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const NO_MATCH = 'Aucun projet ne correspond a ce filtre.';

async function openFilters(page: Page) {
  await filterToggle(page).click();
}

/** The cards show these titles, or the spec's sentence when there are none. */
async function expectCards(page: Page, titles: string[]) {
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(page.getByText(NO_MATCH)).toHaveCount(titles.length === 0 ? 1 : 0);
}

/** A technology's toggle button: its name is the label and how many projects it would leave, "React (3 projets)". */
const tagButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} \\(`) });

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('the project list', () => {
  test('lists every project in the HTML, before any script runs @navigation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('projets');
    await expect(cardTitles(page)).toHaveText(allTitles);
    await context.close();
  });

  test('opens and closes the filter panel', async ({ page }) => {
    await page.goto('projets');
    await expectFilterPanel(page, false);
    await filterToggle(page).click();
    await expectFilterPanel(page, true);
    await expect(allTypesRadio(page)).toBeChecked();
    await filterToggle(page).click();
    await expectFilterPanel(page, false);
  });

  test('filters by each type', async ({ page }) => {
    await page.goto('projets');
    await openFilters(page);
    for (const type of projectTypes) {
      await page.getByRole('radio', { name: type.label }).click();
      await expect(page.getByRole('radio', { name: type.label })).toBeChecked();
      await expectCards(page, titlesFor({ type: type.value }));
      await expect(page).toHaveURL(pathPattern('projets', `?type=${type.value}`));
    }
    await allTypesRadio(page).click();
    await expect(allTypesRadio(page)).toBeChecked();
    await expectCards(page, allTitles);
    await expect(page).toHaveURL(pathPattern('projets'));
  });

  test('adds and removes technology tags; every selected tag is required', async ({ page }) => {
    const [first, second] = tagPair() ?? [usedTags[0], usedTags[1]];
    const none = tagLeavingNone([first, second]);
    await page.goto('projets');
    await openFilters(page);
    const firstButton = tagButton(page, first);
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    // The check mark shows the state; the name is the technology's and its count, aria-pressed says the rest.
    await expect(firstButton).toHaveAccessibleName(`${first} (${projectCount('fr', titlesFor({ tags: [first] }).length)})`);
    await expectCards(page, titlesFor({ tags: [first] }));
    await tagButton(page, second).click();
    await expectCards(page, titlesFor({ tags: [first, second] }));
    await expect(page).toHaveURL(pathPattern('projets', `?tags=${first},${second}`));
    await tagButton(page, none).click();
    await expectCards(page, []);
    await tagButton(page, none).click();
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(pathPattern('projets', `?tags=${second}`));
    await expectCards(page, titlesFor({ tags: [second] }));
    await tagButton(page, second).click();
    await expectCards(page, allTitles);
  });

  test('opens a shared filtered address with the filter applied', async ({ page }) => {
    const [type] = projectTypes;
    const tag = usedTags[0];
    await page.goto(`projets?type=${type.value}&tags=${tag}`);
    await expectCards(page, titlesFor({ type: type.value, tags: [tag] }));
    await expect(page.getByRole('radio', { name: type.label })).toBeChecked();
    await expect(tagButton(page, tag)).toHaveAttribute('aria-pressed', 'true');
    const empty = emptyCombination();
    await page.goto(`projets?type=${empty.type}&tags=${empty.tags.join(',')}`);
    await expectCards(page, []);
  });

  test('shows every project again when the menu leads to the list from a filtered one', async ({ page }) => {
    const [type] = projectTypes;
    await page.goto(`projets?type=${type.value}`);
    await expectCards(page, titlesFor({ type: type.value }));
    const menuEntry = navigation.find((entry) => entry.href === '/projets')!;
    await page.getByRole('navigation', { name: messages('fr').site.mainNavigation }).getByRole('link', { name: menuEntry.label }).click();
    await expect(page).toHaveURL(pathPattern('projets'));
    await expectCards(page, allTitles);
    // The panel may be open or closed after the navigation: the choice is what matters.
    await expect(allTypesRadio(page, { includeHidden: true })).toBeChecked();
  });

  test('undoes a filter change with the back button', async ({ page }) => {
    const type = projectTypes.find((t) => titlesFor({ type: t.value }).length > 0)!;
    const tag = usedTags[0];
    await page.goto('projets');
    await openFilters(page);
    await page.getByRole('radio', { name: type.label }).click();
    await expect(page.getByRole('radio', { name: type.label })).toBeChecked();
    await tagButton(page, tag).click();
    await expect(page).toHaveURL(pathPattern('projets', `?type=${type.value}&tags=${tag}`));
    await historyBack(page);
    await expect(page).toHaveURL(pathPattern('projets', `?type=${type.value}`));
    await expect(tagButton(page, tag)).toHaveAttribute('aria-pressed', 'false');
    await historyBack(page);
    await expect(page).toHaveURL(pathPattern('projets'));
    await expectCards(page, allTitles);
    await historyForward(page);
    await expectCards(page, titlesFor({ type: type.value }));
  });

  test('clears every filter at once', async ({ page }) => {
    const empty = emptyCombination();
    await page.goto(`projets?type=${empty.type}&tags=${empty.tags.join(',')}`);
    await page.getByRole('button', { name: messages('fr').projectList.reset }).click();
    await expect(page).toHaveURL(pathPattern('projets'));
    await expectCards(page, allTitles);
  });

  test('filters before the page has hydrated, and keeps the filter and its history when it does', async ({ page }) => {
    const [first, second] = tagPair() ?? [usedTags[0], usedTags[1]];
    const errors = await pageErrors(page);
    const release = await holdScripts(page);
    await page.goto('projets', { waitUntil: 'domcontentloaded' });
    await openFilters(page);
    await tagButton(page, first).click();
    await expect(tagButton(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expectCards(page, titlesFor({ tags: [first] }));
    await expect(page).toHaveURL(pathPattern('projets', `?tags=${first}`));
    release();
    // React hydrates the page around the list, which the filter's script goes on running as the visitor left it.
    await expectHydrated(page);
    await expectFilterPanel(page, true);
    await expectCards(page, titlesFor({ tags: [first] }));
    await tagButton(page, second).click();
    await expectCards(page, titlesFor({ tags: [first, second] }));
    await expect(page).toHaveURL(pathPattern('projets', `?tags=${first},${second}`));
    await historyBack(page);
    await expectCards(page, titlesFor({ tags: [first] }));
    await historyBack(page);
    await expectCards(page, allTitles);
    expect(errors).toEqual([]);
  });

  test('applies a shared filtered address before the page has hydrated', async ({ page }) => {
    const [type] = projectTypes;
    const tag = usedTags[0];
    await holdScripts(page);
    await page.goto(`projets?type=${type.value}&tags=${tag}`, { waitUntil: 'domcontentloaded' });
    await expectFilterPanel(page, true);
    await expectCards(page, titlesFor({ type: type.value, tags: [tag] }));
    await expect(page.getByRole('radio', { name: type.label })).toBeChecked();
  });

  test('shows up to three tags, then how many more, on each card', async ({ page }) => {
    await page.goto('projets');
    for (const project of projects) {
      const { shown, hidden } = cardTags(project.tags);
      const more = hidden > 0 ? [`+${hidden}et ${hidden} autre${hidden > 1 ? 's' : ''} technologie${hidden > 1 ? 's' : ''}`] : [];
      const projectCard = card(page, project.titre);
      await expect(projectCard.getByRole('listitem')).toHaveText([...shown, ...more]);
      await expect(projectCard.getByText(projectTypes.find((t) => t.value === project.type)!.label)).toBeVisible();
      await expect(projectCard.locator('img')).toHaveCount(1 + shown.length); // the thumbnail and the icons
    }
  });

  test('keeps the "+N" marker on the line of the tags on a phone', async ({ page }) => {
    test.skip(!withHiddenTags, 'the content has no project with more than three tags');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('projets');
    const items = card(page, withHiddenTags!.titre).getByRole('listitem');
    const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    // The marker sits on the line of the tag before it.
    expect(boxes.at(-1)).toBeCloseTo(boxes.at(-2)!, 0);
  });

  test('opens a project from its card @navigation', async ({ page }) => {
    const [project] = projects;
    await page.goto('projets');
    // A click anywhere on the card, not only on its title, opens the project.
    await card(page, project.titre).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(pathPattern(projectPath(project.slug)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.titre);
  });
});

test.describe('a project page', () => {
  for (const project of projects) {
    test(`/${projectPath(project.slug)} shows its type, tags, date, description and Retour @navigation`, async ({ page }) => {
      await page.goto(projectPath(project.slug));
      const main = page.getByRole('main');
      // The project's own type and tags come first: the cards of related projects may follow with theirs.
      await expect(main.getByText(projectTypes.find((t) => t.value === project.type)!.label, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole('list', { name: 'Technologies' }).first().getByRole('listitem')).toHaveText(project.tags);
      await expect(main.getByText(project.date, { exact: true })).toBeVisible();
      const paragraphs = typeof project.descriptionLongue === 'string' ? [project.descriptionLongue] : project.descriptionLongue;
      for (const paragraph of paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      await main.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(pathPattern('projets'));
    });
  }

  test('links to the project when it has a link @navigation', async ({ page }) => {
    test.skip(!withLink, 'no project of the content has a link');
    await page.goto(projectPath(withLink!.slug));
    const visit = page.getByRole('main').getByRole('link', { name: /Accéder au projet/ });
    await expect(visit).toHaveAttribute('href', withLink!.lien!);
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('has no external link when the project has none @navigation', async ({ page }) => {
    test.skip(!withoutLink, 'every project of the content has a link');
    await page.goto(projectPath(withoutLink!.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutLink!.titre);
    await expect(page.getByRole('link', { name: /Accéder au projet/ })).toHaveCount(0);
  });

  test('wraps the carousel both ways', async ({ page }) => {
    const count = withMostImages.images.length;
    test.skip(count < 2, 'no project of the content has several images');
    await page.goto(projectPath(withMostImages.slug));
    const counter = carouselCounter(page, count);
    const [first, last] = [counterText('fr', 0, count), counterText('fr', count - 1, count)];
    const shown = page.getByRole('main').getByRole('img', { name: withMostImages.titre });
    await expect(counter).toHaveText(first);
    await previousImage(page).click();
    await expect(counter).toHaveText(last);
    await expect(shown).toHaveAttribute('alt', carouselTexts.imageAlt(withMostImages.titre, slidePosition('fr', count - 1, count)));
    await nextImage(page).click();
    await expect(counter).toHaveText(first);
    for (let i = 1; i < count; i += 1) await nextImage(page).click();
    await expect(counter).toHaveText(last);
    await nextImage(page).click();
    await expect(counter).toHaveText(first);
    // The image shown has really loaded, not only its label.
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('keeps the carousel within 420 px and its height the same from image to image', async ({ page }) => {
    const count = withMostImages.images.length;
    await page.goto(projectPath(withMostImages.slug));
    const carousel = carouselRegion(page, withMostImages.titre);
    const first = await carousel.boundingBox();
    expect(first?.width).toBeLessThanOrEqual(420);
    for (let i = 1; i < count; i += 1) {
      await nextImage(page).click();
      await expect(page.getByText(counterText('fr', i, count))).toBeVisible();
      expect((await carousel.boundingBox())?.height).toBe(first?.height);
    }
  });

  test('shows a single image without carousel buttons', async ({ page }) => {
    test.skip(!withSingleImage, 'every project of the content has several images');
    await page.goto(projectPath(withSingleImage!.slug));
    await expect(page.getByRole('main').getByRole('img', { name: carouselTexts.imageAlt(withSingleImage!.titre, slidePosition('fr', 0, 1)) })).toBeVisible();
    await expect(previousImage(page)).toHaveCount(0);
    await expect(nextImage(page)).toHaveCount(0);
  });
});
