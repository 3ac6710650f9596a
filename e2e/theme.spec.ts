import { expect, test, type Page } from '@playwright/test';
import { palette } from '@/content/palette';
import { colourTokens } from '@/lib/build/palette-css';
import { rgbChannels } from '@/lib/content/colours';
import { mainNavigation as menuIn } from '@/lib/site/navigation';
import { messages } from '@/lib/i18n/messages';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, themeChoices, type ThemeChoice } from '@/lib/browser/theme';
import { expectNoAxeViolations, holdScripts, pageErrors } from './page-checks';
import { projectPath, projects } from './content';
import { expectFilterPanel, filterToggle, pathPattern } from './site';

const mainNavigation = menuIn('fr');

type Scheme = 'light' | 'dark';

const label = (value: ThemeChoice) => messages('fr').theme.choices[value];
const themeGroup = (page: Page) => page.getByRole('group', { name: messages('fr').theme.legend });
const radio = (page: Page, value: ThemeChoice) =>
  themeGroup(page).getByRole('radio', { name: label(value), exact: true });

/** What the visitor sees of the theme: the page's background, a technology tag's, the form controls' scheme. */
function colours(page: Page) {
  return page.evaluate(() => {
    const tag = document.querySelector('main ul[aria-label="Technologies"] li > span');
    return {
      scheme: getComputedStyle(document.documentElement).colorScheme,
      page: getComputedStyle(document.body).backgroundColor,
      tag: tag && getComputedStyle(tag).backgroundColor,
    };
  });
}

/**
 * The colours of each system setting, on a page where the visitor has chosen nothing yet: what each
 * choice must reproduce. Read from the site itself, so the tokens can change without the tests.
 */
async function systemColours(page: Page, system: Scheme) {
  const reference = { light: await withScheme(page, 'light'), dark: await withScheme(page, 'dark') };
  await page.emulateMedia({ colorScheme: system });
  expect(reference.light.page).not.toBe(reference.dark.page);
  return reference;
}

async function withScheme(page: Page, colorScheme: Scheme) {
  await page.emulateMedia({ colorScheme });
  return colours(page);
}

/** A page of the site with technology tags on it, so their colours are checked too. */
const TAGGED_PAGE = 'projets';

for (const system of ['light', 'dark'] as const) {
  test.describe(`with the system in ${system} mode`, () => {
    test.use({ colorScheme: system });
    const opposite: Scheme = system === 'light' ? 'dark' : 'light';

    for (const value of themeChoices) {
      const name = label(value);
      const expected: Scheme = value === 'system' ? system : value;
      test(`"${name}" shows the ${expected} theme, technology colours included`, async ({ page }) => {
        await page.goto(TAGGED_PAGE);
        const reference = await systemColours(page, system);
        expect(reference.light.tag).not.toBe(reference.dark.tag);
        // From the other theme first, so every choice has something to change.
        await radio(page, value === 'system' ? opposite : 'system').check();
        await radio(page, value).check();
        await expect(radio(page, value)).toBeChecked();
        await expect.poll(() => colours(page)).toEqual(reference[expected]);
        if (value === 'system') await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE);
        else await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, value);
      });
    }
  });
}

test.describe('the theme switcher', () => {
  test.use({ colorScheme: 'light' });

  // Every page has it in its header, "Système" chosen at first: every-page.spec.ts.

  // WebKit left the name above the choices when the fieldset was a flex row (the header grew a line).
  test('shows its name beside its choices, on one line, from a phone to a desktop', async ({ page }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Home's slim header and the site header of the other pages.
      for (const path of ['', TAGGED_PAGE]) {
        await page.goto(path);
        const where = `${width} px, /${path}`;
        const group = (await themeGroup(page).boundingBox())!;
        const name = (await themeGroup(page).locator('legend').boundingBox())!;
        const choice = (await radio(page, 'system').boundingBox())!;
        const nameMiddle = name.y + name.height / 2;
        expect(nameMiddle, `${where}: the name is level with the choices`).toBeGreaterThanOrEqual(choice.y);
        expect(nameMiddle, `${where}: the name is level with the choices`).toBeLessThanOrEqual(
          choice.y + choice.height,
        );
        expect(name.x + name.width, `${where}: the name is before the choices`).toBeLessThanOrEqual(choice.x);
        // A second line, of the name or of choices, would add at least a line of text.
        expect(group.height, `${where}: the switcher is one line tall`).toBeLessThan(choice.height * 1.5);
      }
    }
  });

  test('keeps a choice across pages and reloads @navigation', async ({ page }) => {
    await page.goto('');
    await radio(page, 'dark').check();
    const target = mainNavigation[0];
    await page.getByRole('navigation').getByRole('link', { name: target.label }).click();
    await expect(page).toHaveURL(pathPattern(target.href.slice(1)));
    await expect(radio(page, 'dark')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    await page.reload();
    await expect(radio(page, 'dark')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    // Back to the system's theme: forgotten on the next page as well.
    await radio(page, 'system').check();
    await page.getByRole('banner').getByRole('link', { name: mainNavigation[1].label }).click();
    await expect(page).toHaveURL(pathPattern(mainNavigation[1].href.slice(1)));
    await expect(radio(page, 'system')).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE);
  });

  test("applies a stored choice from the first frame, before Next's scripts run", async ({ page }) => {
    await page.goto(TAGGED_PAGE);
    const reference = await systemColours(page, 'light');
    await radio(page, 'dark').check();
    // What the first frame that has a body paints, recorded just before it is painted.
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body) return void requestAnimationFrame(record);
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          scheme: getComputedStyle(document.documentElement).colorScheme,
          page: getComputedStyle(document.body).backgroundColor,
        };
      };
      requestAnimationFrame(record);
    });
    const release = await holdScripts(page);
    await page.goto(TAGGED_PAGE, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
      .toEqual({ scheme: reference.dark.scheme, page: reference.dark.page });
    // Still before the scripts: the radio shows the choice, and the tags have their dark colours.
    await expect(radio(page, 'dark')).toBeChecked();
    expect(await colours(page)).toEqual(reference.dark);
    release();
  });

  test('works with the keyboard before the page has hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('contact', { waitUntil: 'domcontentloaded' });
    await radio(page, 'system').focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'light')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'dark')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    release();
    // Hydration keeps the choice.
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await expect(radio(page, 'dark')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  });

  test('a choice made in another tab reaches the open ones', async ({ page, context }) => {
    await page.goto('a_propos');
    const other = await context.newPage();
    await other.goto('contact');
    await radio(other, 'dark').check();
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    await expect(radio(page, 'dark')).toBeChecked();
  });

  test('without storage, a choice still applies to the page and nothing breaks', async ({ page }) => {
    const errors = await pageErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(TAGGED_PAGE);
    const reference = await systemColours(page, 'light');
    await radio(page, 'dark').check();
    await expect.poll(() => colours(page)).toEqual(reference.dark);
    // Nothing could be kept: the next page follows the system.
    await page.reload();
    await expect(radio(page, 'system')).toBeChecked();
    expect((await colours(page)).page).toBe(reference.light.page);
    expect(errors).toEqual([]);
  });

  test('prints light whatever the theme', async ({ page }) => {
    await page.goto(TAGGED_PAGE);
    await page.emulateMedia({ media: 'print' });
    const paper = await colours(page);
    await page.emulateMedia({ media: 'screen' });
    await radio(page, 'dark').check();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ media: 'print', colorScheme });
      expect(await colours(page)).toEqual(paper);
    }
  });
});

/** Each colour token as the page computes it, painted on an element of the test's own. */
function tokenColours(page: Page, tokens: string[]) {
  return page.evaluate((names) => {
    const probe = document.body.appendChild(document.createElement('span'));
    const computed = names.map((name) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color;
    });
    probe.remove();
    return computed;
  }, tokens);
}

/** A hexadecimal colour of the content as the browser computes it: "rgb(48, 70, 192)". */
const computedColour = (hex: string) => `rgb(${rgbChannels(hex).join(', ')})`;

test.describe('the palette of the content', () => {
  const roles = Object.keys(colourTokens) as (keyof typeof colourTokens)[];

  for (const scheme of ['light', 'dark'] as const) {
    test(`paints every colour of the ${scheme} theme, and the browser's bar with its background`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('');
      const tokens = roles.map((role) => colourTokens[role]);
      expect(await tokenColours(page, tokens)).toEqual(roles.map((role) => computedColour(palette[scheme][role])));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(computedColour(palette[scheme].background));
      const bar = page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`);
      await expect(bar).toHaveAttribute('content', palette[scheme].background);
    });
  }
});

test.describe('without JavaScript', () => {
  test('the switcher, which could not work, is hidden, and the system theme applies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(TAGGED_PAGE);
    await expect(themeGroup(page)).toBeHidden();
    const light = await withScheme(page, 'light');
    const dark = await withScheme(page, 'dark');
    expect(light.page).not.toBe(dark.page);
    expect([light.scheme, dark.scheme]).toEqual(['light', 'dark']);
    await context.close();
  });
});

// The system settings are covered by e2e/every-page.spec.ts; here, the explicit choices against them.
for (const [choice, system] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test.describe(`accessibility with "${label(choice)}" chosen on a ${system} system`, () => {
    test.use({ colorScheme: system });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, choice]);
    });

    // every-page.spec.ts checks every route in both system themes, which an explicit choice only selects:
    // here one page of each kind (its own header, tags and carousel, skills, form fields) suffices.
    for (const path of ['', projectPath(projects[0].slug), 'a_propos', 'contact']) {
      test(`/${path} has no WCAG 2.1 A/AA violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, choice);
        await expectNoAxeViolations(page);
      });
    }

    test('the open filter panel has no violation', async ({ page }) => {
      await page.goto('projets');
      await filterToggle(page).click();
      await expectFilterPanel(page, true);
      await expectNoAxeViolations(page);
    });
  });
}
