// What a visitor on a phone waits for, measured in a real Chromium with applied throttling (DevTools'
// network and CPU emulation, Lighthouse's mobile figures), beside Lighthouse's simulated figures:
//   - for each route, the time to first paint and the time until its main control works;
//   - a tap on a project card until that project's carousel works: a finger down, held 100 ms as a real
//     one is, then lifted. Timed from the lift (the click, when the visitor starts waiting) and from the
//     finger down (when the link's intent prefetch starts); then the same tap after an intent on another
//     card (a touch that became a scroll: Next has learnt the project route), and on a card whose project
//     an intent has already fetched (what is left without the network);
//   - Back to the list until the filters work again, with the back-forward cache on (as in a visitor's
//     browser; Playwright turns it off by default).
// Times count from the navigation's start (or the tap's lift, or the Back), median of the runs.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.mts';

/** Sites measured side by side: name (or number of projects) → origin, base path included. */
export type Origins = Record<string, string>;
/** Medians by "site route what", in ms; null when no run measured it. */
export type Medians = Record<string, number | null>;
/** Controls timed on a page: name → the selectors that must all work. */
type Controls = Record<string, string[]>;

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * The control that matters on each kind of page. It works once present and enabled: a <summary> works
 * natively, and the site enables a button only when something handles it (the site script for the
 * filter and the carousel, React for the contact form). Selectors of earlier builds are kept, so that
 * `--compare` can measure them.
 */
const CONTROLS = {
  '/projets': "[aria-controls='filtres-projets'], details[data-filters] > summary, details[data-filter-panel] > summary",
  project: "button[aria-label='Image suivante']",
  '/contact': "form button[type='submit']",
};

/** On /contact, the first field: a visitor starts by typing, which a native field takes from the first paint. */
const CONTACT_TYPING = ['#user_name'];

/** The filter's choices work once both the toggle that shows them and a technology button do. */
const FILTER_CHOICES = [CONTROLS['/projets'], '#filtres-projets ul button'];

/** What is timed on a route: its control, and on the list, its filter's choices too. */
function controlsOf(route: string): Controls {
  if (route === '/projets') return { control: [CONTROLS[route]], choices: FILTER_CHOICES };
  if (route.startsWith('/projets/')) return { control: [CONTROLS.project] };
  if (route === '/contact') return { control: [CONTROLS[route]], typing: CONTACT_TYPING };
  return {};
}

// The functions below that run in the page (page.evaluate sends their source) name no function inside:
// tsx keeps names by wrapping each named function in a `__name(…)` call, a helper the page lacks.

/** Runs in the page: the epoch time when each selector's element is there and enabled, polled each frame. */
async function whenWorks(selectors: string[]): Promise<number> {
  // A control that never works (a single image has no "next" button) stops the bench, naming it.
  const giveUp = performance.now() + 30_000;
  while (
    !selectors.every((selector) => {
      const element = document.querySelector(selector);
      // :disabled, not .disabled: a button in a disabled fieldset is disabled too.
      return element !== null && !element.matches(':disabled');
    })
  ) {
    if (performance.now() > giveUp) throw new Error(`bench: ${selectors.join(', ')} did not work within 30 s`);
    await new Promise(requestAnimationFrame);
  }
  return performance.timeOrigin + performance.now();
}

/** Runs in the page: the time of its first contentful paint. */
function firstPaint(): Promise<number> {
  return new Promise((resolve) => {
    const found = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (found !== undefined) return resolve(found);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) {
        observer.disconnect();
        resolve(entry.startTime);
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Runs `measure` on a new page of a throttled phone, closing it afterwards. */
async function onPhone<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** Loads the project list and waits until its filters work. */
async function openWorkingList(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/projets`, { waitUntil: 'load' });
  await page.evaluate(whenWorks, FILTER_CHOICES);
}

/** The median of the numbers among `values`; null when there is none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs in the page once it has loaded: the time of the last largest-contentful-paint entry. */
function largestPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().at(-1)?.startTime ?? null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * One cold load of a route: first paint, largest paint and when each of `controls` (name → selectors)
 * works, in ms from the navigation's start.
 */
function coldLoad(browser: Browser, url: string, controls: Controls): Promise<Record<string, number | null>> {
  return onPhone(browser, async (page) => {
    await page.goto(url, { waitUntil: 'commit' });
    const [paint, ...works] = await Promise.all([
      page.evaluate(firstPaint),
      ...Object.values(controls).map((selectors) => page.evaluate(whenWorks, selectors)),
    ]);
    await page.waitForLoadState('load');
    const start = await page.evaluate(() => performance.timeOrigin);
    // A control the page has not painted yet cannot be used: it works from the first paint at the soonest.
    const times = Object.fromEntries(Object.keys(controls).map((name, i) => [name, Math.max(works[i] - start, paint)]));
    return { paint, lcp: await page.evaluate(largestPaint), ...times };
  });
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

/** Runs in the page: whether a service worker is registered, once it controls the page (false: none is). */
async function serviceWorkerControls(): Promise<boolean> {
  if (!(await navigator.serviceWorker?.getRegistration())) return false;
  await navigator.serviceWorker.ready;
  while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50));
  return true;
}

/**
 * Throttles the network of the site's service worker, if it has one, like the page's: DevTools'
 * emulation applies to one target, and the worker's own requests would skip it (its CPU cannot be
 * slowed: DevTools does that for pages only). Waits until the worker controls the page first (the site
 * registers it once the page has loaded; a visitor taps seconds after the list shows). Resolves to what
 * ends the throttling, once measured.
 */
async function throttleServiceWorker(page: Page): Promise<() => Promise<void>> {
  if (!(await page.evaluate(serviceWorkerControls))) return async () => {};
  const browser = page.context().browser();
  if (!browser) throw new Error('the bench needs a launched browser');
  // The worker of this page's context: the bench's earlier contexts, closed, may leave theirs behind.
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.browserContextId === targetInfo.browserContextId,
  );
  if (workers.length !== 1) throw new Error(`${page.url()}: the page is controlled, by ${workers.length} service workers`);
  // Playwright's sessions carry no child session id: commands reach the worker's session as messages.
  const replies = new Map<number, (error?: { message: string }) => void>();
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as { id?: number; error?: { message: string } };
    if (reply.id !== undefined) replies.get(reply.id)?.(reply.error);
  });
  let id = 0;
  const send = (sessionId: string, method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      id += 1;
      const silence = setTimeout(() => reject(new Error(`${method}: the service worker did not answer`)), 10_000);
      replies.set(id, (error) => {
        clearTimeout(silence);
        if (error) reject(new Error(`${method}: ${error.message}`));
        else resolve();
      });
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: workers[0].targetId, flatten: false });
  await send(sessionId, 'Network.enable', {});
  await send(sessionId, 'Network.emulateNetworkConditions', NETWORK);
  return () => session.detach();
}

/** How long a finger rests on the screen in a tap: some 80 to 120 ms. */
const FINGER_DOWN_MS = 100;

/** The page's window, with the time the bench notes there. */
type TapWindow = Window & { benchClickAt?: number };

/** Runs in the page: notes the epoch time of the next click, which a tap fires as the finger lifts. */
function noteNextClick(): void {
  addEventListener('click', () => ((window as TapWindow).benchClickAt = performance.timeOrigin + performance.now()), {
    capture: true,
    once: true,
  });
}

/** Times of a tap until the project's carousel works, in ms. */
type TapTimes = { fromLift: number; fromTouch: number };

/** What the visitor did before the tap: nothing, or an intent on the same card or on the next one. */
type Before = 'nothing' | 'same card' | 'other card';

/**
 * On a working list, taps the first card as a finger does: down, held FINGER_DOWN_MS, up (Playwright's
 * tap sends both at once, leaving the intent prefetch no time). An earlier intent (focus on a link, as
 * a touch that became a scroll would give) is followed until its prefetch has brought the project's own
 * segment, the last it asks for. Null when there is no other card.
 */
async function tapFirstCard(page: Page, before: Before): Promise<TapTimes | null> {
  const unthrottleWorker = await throttleServiceWorker(page);
  try {
    const cards = page.locator('main article a');
    const card = cards.first();
    if (before !== 'nothing') {
      const intended = before === 'same card' ? card : cards.nth(1);
      if ((await intended.count()) === 0) return null;
      const href = await intended.getAttribute('href');
      const pageSegment = page.waitForResponse((response) => {
        const { pathname } = new URL(response.url());
        return pathname.startsWith(`${href}/`) && pathname.includes('__PAGE__');
      });
      await intended.focus();
      await pageSegment;
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
    if (lifted === undefined) throw new Error(`${page.url()}: the tap fired no click`);
    return { fromLift: works - lifted, fromTouch: works - touched };
  } finally {
    await unthrottleWorker();
  }
}

/** From a working list: tap the first card, then Back. Times in ms from the tap (lift, finger down) and from the Back. */
function tapAndBack(browser: Browser, origin: string): Promise<TapTimes & { list: number }> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.waitForLoadState('networkidle');
    const tap = await tapFirstCard(page, 'nothing');
    if (!tap) throw new Error(`${origin}/projets: the tap was not measured`);
    await page.waitForLoadState('networkidle');
    const back = await page.evaluate(() => performance.timeOrigin + performance.now());
    const list = (await worksAfter(page, FILTER_CHOICES, () => page.goBack({ waitUntil: 'commit' }))) - back;
    return { ...tap, list };
  });
}

/** From a working list: an intent on a card (`before`), then a tap on the first card. */
function tapAfterIntent(browser: Browser, origin: string, before: Before): Promise<TapTimes | null> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.waitForLoadState('networkidle');
    return tapFirstCard(page, before);
  });
}

/**
 * Every figure for each site (its origin), median of `runs`. The routes whose control is measured are
 * /projets, the project pages and /contact; the others get their first paint only.
 */
export async function measureInteraction(origins: Origins, routes: string[], runs: number): Promise<Medians> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    // A visitor's browser keeps pages in the back-forward cache.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const samples = new Map<string, (number | null)[]>();
  const push = (key: string, value: number | null) => samples.set(key, [...(samples.get(key) ?? []), value]);
  try {
    // Round-robin over sites and routes: a slow moment of the machine hits all of them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const [name, origin] of Object.entries(origins)) {
        for (const route of routes) {
          const times = await coldLoad(browser, `${origin}${route}`, controlsOf(route));
          for (const [what, time] of Object.entries(times)) push(`${name} ${route} ${what}`, time);
        }
        const { fromLift, fromTouch, list } = await tapAndBack(browser, origin);
        push(`${name} tap`, fromLift);
        push(`${name} tap touch`, fromTouch);
        push(`${name} back`, list);
        push(`${name} tap other`, (await tapAfterIntent(browser, origin, 'other card'))?.fromLift ?? null);
        push(`${name} tap prefetched`, (await tapAfterIntent(browser, origin, 'same card'))?.fromLift ?? null);
      }
      console.error(`interaction run ${run + 1}/${runs}`);
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries([...samples].map(([key, values]) => [key, median(values)]));
}

/** An Event Timing entry, with what TypeScript's DOM types lack (its interaction, 0 for none). */
type EventTiming = PerformanceEventTiming & { interactionId?: number };

/**
 * Runs in the page: the longest interaction the Event Timing API reports from now until `settle` ms
 * have passed, in ms from input to the next frame (what INP counts); 0 when none took 16 ms or more,
 * the API's threshold.
 */
function longestInteraction(settle: number): Promise<number> {
  return new Promise((resolve) => {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTiming[]) if (entry.interactionId) longest = Math.max(longest, entry.duration);
    });
    const options: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16 };
    observer.observe(options);
    setTimeout(() => {
      observer.disconnect();
      resolve(longest);
    }, settle);
  });
}

/** On a working /projets: open the panel, then each tap on the first technology, pressing and releasing it. */
function tagTaps(browser: Browser, origin: string): Promise<number[]> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.locator(CONTROLS['/projets']).tap();
    const tag = page.locator('#filtres-projets ul button').first();
    const durations: number[] = [];
    for (let tap = 0; tap < 2; tap += 1) {
      const measured = page.evaluate(longestInteraction, 1500);
      await tag.tap();
      durations.push(await measured);
    }
    return durations;
  });
}

/**
 * The project list with more and more projects (origins keyed by their number of projects): when its
 * filter's choices work, and how long a tap on a technology takes; medians of `runs`.
 */
export async function measureScale(origins: Origins, runs: number): Promise<Medians> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const samples = new Map<string, (number | null)[]>();
  const push = (key: string, ...values: (number | null)[]) => samples.set(key, [...(samples.get(key) ?? []), ...values]);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [count, origin] of Object.entries(origins)) {
        push(`${count} control`, (await coldLoad(browser, `${origin}/projets`, { choices: FILTER_CHOICES })).choices);
        push(`${count} tap`, ...(await tagTaps(browser, origin)));
      }
      console.error(`scale run ${run + 1}/${runs}`);
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries([...samples].map(([key, values]) => [key, median(values)]));
}

/** Prints a markdown table: the first column left-aligned, the figures right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log([line(header), `|:${'-'.repeat(widths[0] + 1)}|${widths.slice(1).map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`, ...rows.map(line)].join('\n'));
}

const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));

/** The scaled list's table: one row per number of projects. */
export function printScale(origins: Origins, result: Medians): void {
  const rows = Object.keys(origins).map((count) => {
    const tap = result[`${count} tap`];
    return [count, seconds(result[`${count} control`]), tap === null || tap === undefined ? '–' : tap === 0 ? '< 16' : tap.toFixed(0)];
  });
  printTable(['Projects', 'Filter choices work (s)', 'Tag tap (ms)'], rows);
}

/** The table: one row per route and site, then the tap and Back rows. */
export function printInteraction(origins: Origins, routes: string[], result: Medians): void {
  const rows: string[][] = [];
  for (const route of routes) {
    for (const name of Object.keys(origins)) {
      rows.push([
        `${route} (${name})`,
        seconds(result[`${name} ${route} paint`]),
        seconds(result[`${name} ${route} lcp`]),
        seconds(result[`${name} ${route} control`]),
      ]);
    }
    for (const name of Object.keys(origins)) {
      if (route === '/projets') rows.push([`${route} filter choices (${name})`, '', '', seconds(result[`${name} ${route} choices`])]);
      if (route === '/contact') rows.push([`${route} first field (${name})`, '', '', seconds(result[`${name} ${route} typing`])]);
    }
  }
  for (const name of Object.keys(origins)) {
    rows.push([`tap card → carousel works, from the lift (${name})`, '', '', seconds(result[`${name} tap`])]);
    rows.push([`tap card → carousel works, from the finger down (${name})`, '', '', seconds(result[`${name} tap touch`])]);
    rows.push([`tap after an intent on another card, from the lift (${name})`, '', '', seconds(result[`${name} tap other`])]);
    rows.push([`tap a card already prefetched, from the lift (${name})`, '', '', seconds(result[`${name} tap prefetched`])]);
    rows.push([`Back → filters work (${name})`, '', '', seconds(result[`${name} back`])]);
  }
  printTable(['Throttled phone (4× CPU, 150 ms, 1.6 Mbit/s)', 'First paint (s)', 'Largest paint (s)', 'Control works (s)'], rows);
}
