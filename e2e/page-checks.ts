import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { availabilityFacts } from '@/lib/content/cv';
import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { audienceServiceOrigin, fakeAudienceService } from './audience-service';
import { availabilityValues } from './content';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core's minified build: the package's `source` export is its readable one, twice the size to parse. */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

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
  // axe runs in the page itself, its source evaluated once per loaded page: parsing it costs more than a
  // run, and @axe-core/playwright's AxeBuilder parsed it twice per run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** axe-core finds no violation in the light theme, then in the dark one, on the page as it is (one load for both). */
export async function expectAccessibleInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The colours ease into the new theme: contrast is measured once they have arrived.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
  }
}

/** Collects the paths of the scripts the page receives that hold the EmailJS client (it names its API's host). */
export function emailClientLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A body still being read when the test ends (a route, such as the audience service's, slows each
    // response down) is read after the checks were made: it can no longer count.
    const body = await response.text().catch(() => '');
    if (body.includes('api.emailjs.com')) loads.push(new URL(response.url()).pathname);
  });
  return loads;
}

/** Records the page's Content-Security-Policy violations from its first script on; returns a reader. */
export async function policyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/** The hosts a page may call: EmailJS, and the audience service's origin when the owner measures the audience. */
const connectSources = ["'self' https://api.emailjs.com", audienceServiceOrigin].filter(Boolean).join(' ');

/** The page carries its policy: EmailJS (and the audience service) the only hosts it may call, no inline code allowed but by hash. */
export async function expectStrictPolicy(page: Page) {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain(`connect-src ${connectSources};`);
  expect(policy).not.toContain('unsafe-inline');
}

/** The policy bites: an inline script injected into the page does not run. */
export async function expectInjectedScriptRefused(page: Page) {
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
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

/**
 * The errors a page logs or throws from now on, to expect none. The owner's audience service, when the
 * content names one, is answered (e2e/audience-service.ts): in the tests its address resolves nowhere,
 * and the view a page sends once loaded would log a failed request that is no fault of the page, or not,
 * depending on how long the test lasts.
 */
export async function pageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await fakeAudienceService(page);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}
