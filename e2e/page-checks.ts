import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { availabilityFacts } from '@/lib/content/cv';
import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { availabilityValues } from './content';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Holds back the page's scripts until the returned function is called: the page before hydration. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page: its fiber is attached to <main>. */
export async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** axe-core finds no WCAG 2.1 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * The owner's availability is shown within `scope`: its terms in order, and every value of the content,
 * in the page's language (French unless said).
 */
export async function expectAvailability(scope: Locator, locale: Locale = 'fr') {
  const facts = availabilityFacts(getProfile(locale).disponibilite, locale);
  const labels = facts.map((fact) => fact.label);
  const list = scope.locator('dl').filter({ has: scope.page().getByRole('term').filter({ hasText: labels[0] }) });
  await expect(list).toBeVisible();
  await expect(list.getByRole('term')).toHaveText(labels);
  const values = locale === 'fr' ? availabilityValues : facts.map((fact) => fact.text);
  for (const value of values) await expect(list.getByRole('definition')).toContainText([value]);
}
