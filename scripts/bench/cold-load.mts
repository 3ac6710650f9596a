// A cold load on the throttled phone: the time to first paint, to the largest paint, until the page's
// main control works, and the main thread's blocking time from the first paint until the page is quiet
// (no request for 500 ms, Playwright's `networkidle`, then one second more). A control works once
// present and enabled: a <summary> works natively, and the site enables a button only when something
// handles it (their scripts for the filter and the carousel, React for the contact form).
import type { Browser, Page } from '@playwright/test';
import { blockingTime, firstPaint, keepLongTasks, largestPaint, whenWorks } from './page-probes.mts';
import { onPhone } from './phone.mts';

/** Controls timed on a page: name → the selectors that must all work. */
export type Controls = Record<string, string[]>;

/**
 * The control that matters on each kind of page. Selectors of earlier builds are kept, so that
 * `--compare` can measure them.
 */
export const CONTROLS = {
  '/projets': "[aria-controls='filtres-projets'], details[data-filters] > summary, details[data-filter-panel] > summary",
  project: "button[aria-label='Image suivante']",
  '/contact': "form button[type='submit']",
};

/** On /contact, the first field: a visitor starts by typing, which a native field takes from the first paint. */
const CONTACT_TYPING = ['#user_name'];

/** The filter's choices work once both the toggle that shows them and a technology button do. */
export const FILTER_CHOICES = [CONTROLS['/projets'], '#filtres-projets ul button'];

/** What is timed on a route: its control, and on the list, its filter's choices too. */
export function controlsOf(route: string): Controls {
  if (route === '/projets') return { control: [CONTROLS[route]], choices: FILTER_CHOICES };
  if (route.startsWith('/projets/')) return { control: [CONTROLS.project] };
  if (route === '/contact') return { control: [CONTROLS[route]], typing: CONTACT_TYPING };
  return {};
}

/** Loads the project list and waits until its filters work. */
export async function openWorkingList(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/projets`, { waitUntil: 'load' });
  await page.evaluate(whenWorks, FILTER_CHOICES);
}

/** How long after the network's quiet the blocking time is read: hydration is done by then. */
const QUIET_MS = 1000;

/**
 * One cold load of a route: first paint, largest paint and when each of `controls` (name → selectors)
 * works, in ms from the navigation's start; and the blocking time after the first paint, in ms.
 */
export function coldLoad(browser: Browser, url: string, controls: Controls): Promise<Record<string, number | null>> {
  return onPhone(browser, async (page) => {
    await page.addInitScript(keepLongTasks);
    await page.goto(url, { waitUntil: 'commit' });
    const [paint, ...works] = await Promise.all([
      page.evaluate(firstPaint),
      ...Object.values(controls).map((selectors) => page.evaluate(whenWorks, selectors)),
    ]);
    await page.waitForLoadState('load');
    const start = await page.evaluate(() => performance.timeOrigin);
    // A control the page has not painted yet cannot be used: it works from the first paint at the soonest.
    const times = Object.fromEntries(Object.keys(controls).map((name, i) => [name, Math.max(works[i] - start, paint)]));
    const lcp = await page.evaluate(largestPaint);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    return { paint, lcp, blocking: await page.evaluate(blockingTime, paint), ...times };
  });
}
