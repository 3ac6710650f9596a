// A tap on a project card until that project's carousel works, made as a finger makes it: down, held
// FINGER_DOWN_MS, then lifted. Timed from the lift (the click, when the visitor starts waiting) and from
// the finger down (when the link's intent prefetch starts); and Back to the list until its filters work.
import type { Browser, Page } from '@playwright/test';
import { CONTROLS, FILTER_CHOICES, openWorkingList } from './cold-load.mts';
import { noteNextClick, whenWorks, type TapWindow } from './page-probes.mts';
import { onPhone, throttleServiceWorker } from './phone.mts';

/** How long a finger rests on the screen in a tap: some 80 to 120 ms. */
const FINGER_DOWN_MS = 100;

/** How long an intent may take to fetch the project's segment: an older build may fetch none. */
const INTENT_TIMEOUT_MS = 10_000;

/** Times of a tap until the project's carousel works, in ms. */
type TapTimes = { fromLift: number; fromTouch: number };

/** What the visitor did before the tap: nothing, or an intent on the same card or on the next one. */
type Before = 'nothing' | 'same card' | 'other card';

/**
 * What to do with a tap the bench cannot measure: stop, on the export measured; report it unmeasured, on
 * an older build compared with it (`--compare`), whose tap may work otherwise.
 */
export type Unmeasurable = 'stop' | 'skip';

function unmeasured(unmeasurable: Unmeasurable, problem: string): null {
  if (unmeasurable === 'stop') throw new Error(problem);
  console.warn(`${problem}: not measured`);
  return null;
}

/**
 * Does `act` (a tap, a Back), then resolves to the epoch time when `selectors`, which do not work before
 * it, work. They are watched in the page from before `act`: Next's client-side navigation keeps the
 * document, and a watch started once the address has changed would count Playwright's round trips too
 * (0.1 to 0.5 s on the throttled phone). A navigation to a new document ends that watch: the new
 * document is watched instead.
 */
async function worksAfter(page: Page, selectors: string[], act: () => Promise<unknown>): Promise<number> {
  const watch = page.evaluate(whenWorks, selectors).catch(() => null);
  await act();
  return (await watch) ?? (await page.evaluate(whenWorks, selectors));
}

/**
 * On a working list, taps the first card as a finger does: down, held FINGER_DOWN_MS, up (Playwright's
 * tap sends both at once, leaving the intent prefetch no time). An earlier intent (focus on a link, as
 * a touch that became a scroll would give) is followed until its prefetch has brought the project's own
 * segment, the last it asks for. Null when there is no other card; and, unless `unmeasurable` says to
 * stop, when the intent fetched no such segment, or when the tap loaded a new document (the list's
 * window, which noted the click, is gone).
 */
async function tapFirstCard(page: Page, before: Before, unmeasurable: Unmeasurable): Promise<TapTimes | null> {
  const unthrottleWorker = await throttleServiceWorker(page);
  try {
    const cards = page.locator('main article a');
    const card = cards.first();
    if (before !== 'nothing') {
      const intended = before === 'same card' ? card : cards.nth(1);
      if ((await intended.count()) === 0) return null;
      const href = await intended.getAttribute('href');
      const pageSegment = page
        .waitForResponse(
          (response) => {
            const { pathname } = new URL(response.url());
            return pathname.startsWith(`${href}/`) && pathname.includes('__PAGE__');
          },
          { timeout: INTENT_TIMEOUT_MS },
        )
        .catch(() => null);
      await intended.focus();
      if (!(await pageSegment)) return unmeasured(unmeasurable, `${page.url()}: the intent on ${href} fetched no page segment`);
      await intended.blur();
      await page.waitForLoadState('networkidle');
    }
    const box = await card.boundingBox();
    if (!box) throw new Error(`${page.url()}: the first card's link is not shown`);
    const point = { x: box.x + 10, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await page.evaluate(noteNextClick);
    const touched = await page.evaluate(() => performance.timeOrigin + performance.now());
    const works = await worksAfter(page, [CONTROLS.project], async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await page.waitForTimeout(FINGER_DOWN_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForURL(/\/projets\/[^/?]+$/);
    });
    const lifted = await page.evaluate(() => (window as TapWindow).benchClickAt);
    if (lifted === undefined) return unmeasured(unmeasurable, `${page.url()}: the tap loaded a new document`);
    return { fromLift: works - lifted, fromTouch: works - touched };
  } finally {
    await unthrottleWorker();
  }
}

/**
 * From a working list: tap the first card, then Back. Times in ms from the tap (lift, finger down) and
 * from the Back; null when the tap was not measured (tapFirstCard).
 */
export function tapAndBack(browser: Browser, origin: string, unmeasurable: Unmeasurable): Promise<(TapTimes & { list: number }) | null> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.waitForLoadState('networkidle');
    const tap = await tapFirstCard(page, 'nothing', unmeasurable);
    if (!tap) return null;
    await page.waitForLoadState('networkidle');
    const back = await page.evaluate(() => performance.timeOrigin + performance.now());
    const list = (await worksAfter(page, FILTER_CHOICES, () => page.goBack({ waitUntil: 'commit' }))) - back;
    return { ...tap, list };
  });
}

/** From a working list: an intent on a card (`before`), then a tap on the first card. */
export function tapAfterIntent(browser: Browser, origin: string, before: Before, unmeasurable: Unmeasurable): Promise<TapTimes | null> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.waitForLoadState('networkidle');
    return tapFirstCard(page, before, unmeasurable);
  });
}
