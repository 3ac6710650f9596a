import { expect, test, type Page } from '@playwright/test';
import { counterText, wrapIndex } from '@/lib/browser/carousel';
import { messages } from '@/lib/i18n/messages';
import { siteLocales } from '@/lib/site/languages';
import { projectPath, projectTypes, skills, technologies, titlesFor, usedTags, visitPath, withMostImages } from './content';
import { emailClientLoads, expectAccessibleInBothThemes, expectHydrated, holdScripts } from './page-checks';
import { allTypesRadio, carouselCounter, carouselRegion, escapeRegExp, expectFilterPanel, filterToggle, nextImage, routes } from './site';

/** The carousel of the project with the most images (at least two: e2e/content.ts), after `steps` moves. */
const imageCount = withMostImages.images.length;
const imageLabel = (steps: number) => counterText('fr', wrapIndex(steps, imageCount), imageCount);

/** A touch swipe across the image shown: 'left' asks for the next image, 'right' for the previous. */
async function swiper(page: Page) {
  const slides = carouselRegion(page, withMostImages.titre).locator('figure:visible');
  const box = (await slides.boundingBox())!;
  const [left, right, y] = [box.x + 20, box.x + box.width - 20, box.y + box.height / 2];
  return async (direction: 'left' | 'right') => {
    const [fromX, toX] = direction === 'left' ? [right, left] : [left, right];
    await slides.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: fromX, clientY: y, isPrimary: true });
    await slides.dispatchEvent('pointerup', { pointerType: 'touch', clientX: toX, clientY: y, isPrimary: true });
  };
}

/** The cards show these titles, or the spec's sentence when there are none. */
async function expectCards(page: Page, titles: string[]) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);
  if (titles.length === 0) await expect(page.getByText('Aucun projet ne correspond a ce filtre.')).toBeVisible();
}

// Each page as it loads is checked in every-page.spec.ts; here, the states a visitor brings about.
test.describe('accessibility in light and dark mode', () => {
  test('the open filter panel with a pressed tag has no violation', async ({ page }) => {
    await page.goto(`projets?type=${projectTypes[0].value}&tags=${usedTags[0]}`);
    await expect(filterToggle(page)).toHaveAccessibleName(messages('fr').projectList.hideFilters);
    await expectAccessibleInBothThemes(page);
  });

  test('the 404 page has no violation, in every language', async ({ page }) => {
    for (const locale of siteLocales) {
      await page.goto(`${visitPath(locale, { page: 'projects' })}/inconnu`);
      await expect(page.getByRole('heading', { name: messages(locale).notFound.project.title })).toBeVisible();
      await expectAccessibleInBothThemes(page);
    }
  });
});

test.describe('the e-mail client', () => {
  test('the EmailJS client is fetched when the contact form is first used, once', async ({ page }) => {
    const emailClient = emailClientLoads(page);
    await page.goto('contact', { waitUntil: 'networkidle' });
    expect(emailClient).toEqual([]);
    await page.getByLabel('Nom').focus();
    await expect.poll(() => emailClient.length).toBe(1);
  });
});

test.describe('with the keyboard only', () => {
  test('the skip link leads past the navigation to the content', async ({ page }) => {
    await page.goto('projets');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages('fr').site.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The filter toggle is a native disclosure: focusable from the first paint, script or not.
    await page.keyboard.press('Tab');
    await expect(filterToggle(page)).toBeFocused();
  });

  test('the filter panel opens, filters and closes', async ({ page }) => {
    await page.goto('projets');
    // The choices work once the filter's script has run.
    await expect(allTypesRadio(page, { includeHidden: true })).toBeEnabled();
    await filterToggle(page).focus();
    await page.keyboard.press('Enter');
    await expectFilterPanel(page, true);
    // Into the radio group: arrow keys move the choice.
    await page.keyboard.press('Tab');
    await expect(allTypesRadio(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const [type] = projectTypes;
    await expect(page.getByRole('radio', { name: type.label })).toBeChecked();
    await expectCards(page, titlesFor({ type: type.value }));
    // On to the tag buttons: Space presses one.
    await page.keyboard.press('Tab');
    const tag = page.getByRole('button', { name: technologies[0].label });
    await expect(tag).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await expectCards(page, titlesFor({ type: type.value, tags: [technologies[0].label] }));
    await page.keyboard.press('Space');
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
    await filterToggle(page).focus();
    await page.keyboard.press('Space');
    await expectFilterPanel(page, false);
  });

  test('the carousel moves with its buttons and the arrow keys, and announces the image', async ({ page }) => {
    await page.goto(projectPath(withMostImages.slug));
    const next = nextImage(page);
    await expect(next).toBeEnabled();
    await next.focus();
    await page.keyboard.press('Enter');
    const counter = carouselCounter(page, imageCount);
    await expect(counter).toHaveText(imageLabel(1));
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(imageLabel(2));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(imageLabel(3));
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(imageLabel(2));
  });

  test('a focused skill shows its tooltip, which Escape hides until the focus moves on', async ({ page }) => {
    // The focus arrives before the page's scripts: the tooltip shows at once, and Escape must still
    // know about that focus once they run.
    const releaseScripts = await holdScripts(page);
    await page.goto('a_propos', { waitUntil: 'domcontentloaded' });
    const [first, second] = skills;
    const firstLink = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.technologie)}`) });
    await firstLink.focus();
    const tooltip = page.getByRole('tooltip', { name: first.infobulle });
    await expect(tooltip).toBeVisible();
    releaseScripts();
    // Escape works once the page has hydrated: retry until it does.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden({ timeout: 500 });
    }).toPass();
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip', { name: second.infobulle })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip).toBeVisible();
  });

  test('the contact form is filled and sent without a mouse', async ({ page }) => {
    await page.route('https://api.emailjs.com/**', (route) => route.fulfill({ status: 200, body: 'OK' }));
    await page.goto('contact');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await page.getByLabel('Nom').focus();
    await page.keyboard.type('Camille');
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Stage');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bonjour !');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès ✅');
  });
});

test.describe('with a pointer', () => {
  test('a skill tooltip stays while the pointer moves onto it, and Escape hides it', async ({ page }) => {
    // The pointer arrives before the page's scripts, as a quick hand would.
    const releaseScripts = await holdScripts(page);
    await page.goto('a_propos', { waitUntil: 'domcontentloaded' });
    const skill = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(skills[0].technologie)}`) });
    const tooltip = page.getByRole('tooltip', { name: skills[0].infobulle });
    await skill.hover();
    await expect(tooltip).toBeVisible();
    releaseScripts();
    // From the skill up across the gap to the middle of the tooltip, in small steps as a hand would.
    const from = (await skill.boundingBox())!;
    const to = (await tooltip.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    expect(to.y + to.height).toBeLessThan(from.y);
    await expect(tooltip).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden({ timeout: 500 });
    }).toPass();
    // Leaving and coming back shows it again.
    await page.mouse.move(0, 0);
    await skill.hover();
    await expect(tooltip).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  for (const route of routes) {
    test(`/${route.path} does not scroll sideways at 320 px`, async ({ page }) => {
      await page.goto(route.path);
      // Against the screen's 320 px: on a phone the window itself widens to fit content that overflows.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }

  test('a swipe moves the carousel', async ({ page }) => {
    await page.goto(projectPath(withMostImages.slug));
    await expect(nextImage(page)).toBeEnabled();
    const swipe = await swiper(page);
    await swipe('left');
    await expect(carouselCounter(page, imageCount)).toHaveText(imageLabel(1));
    await swipe('right');
    await swipe('right');
    await expect(carouselCounter(page, imageCount)).toHaveText(imageLabel(-1));
  });

  test('the carousel works before the page has hydrated, and keeps its image when it does', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(projectPath(withMostImages.slug), { waitUntil: 'domcontentloaded' });
    const counter = carouselCounter(page, imageCount);
    await nextImage(page).click();
    await expect(counter).toHaveText(imageLabel(1));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(imageLabel(2));
    await (await swiper(page))('right');
    await expect(counter).toHaveText(imageLabel(1));
    release();
    // React hydrates the page at the image shown, and the carousel goes on one image per press.
    await expectHydrated(page);
    await expect(counter).toHaveText(imageLabel(1));
    await nextImage(page).click();
    await expect(counter).toHaveText(imageLabel(2));
    await (await swiper(page))('left');
    await expect(counter).toHaveText(imageLabel(3));
  });
});
