// What a visitor on a phone waits for, measured in a real Chromium with applied throttling (DevTools'
// network and CPU emulation, Lighthouse's mobile figures), beside Lighthouse's simulated figures:
//   - for each route, the time to first paint and the time until its main control works;
//   - a tap on a project card until that project's carousel works;
//   - Back to the list until the filters work again, with the back-forward cache on (as in a visitor's
//     browser; Playwright turns it off by default).
// Times count from the navigation's start (or the tap, or the Back), median of the runs.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * The control that matters on each kind of page, and how the page tells it works: present, enabled and
 * either native (a link, a <summary>) or given its handler by React (a prop key on the element).
 */
const CONTROLS = {
  '/projets': "[aria-controls='filtres-projets'], details[data-filters] > summary",
  project: "button[aria-label='Image suivante']",
  '/contact': "form button[type='submit']",
};

function controlFor(route) {
  if (route.startsWith('/projets/')) return CONTROLS.project;
  return CONTROLS[route];
}

/**
 * Runs in the page: the epoch time when the selector's element first works, polled each frame. A submit
 * button works once its form has React's submit handler.
 */
function whenWorks(selector) {
  const handles = (node, event) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps$') && typeof node[key][event] === 'function');
  const works = () => {
    const element = document.querySelector(selector);
    if (!element || element.disabled) return false;
    if (element.tagName === 'SUMMARY' || element.tagName === 'A') return true;
    if (element.type === 'submit' && element.form) return handles(element.form, 'onSubmit');
    return handles(element, 'onClick');
  };
  return new Promise((resolve) => {
    const check = () => (works() ? resolve(performance.timeOrigin + performance.now()) : requestAnimationFrame(check));
    check();
  });
}

function firstPaint() {
  return new Promise((resolve) => {
    const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const found = read();
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

async function throttled(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One cold load of a route: first paint and control, in ms from the navigation's start. */
async function coldLoad(browser, url, selector) {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await throttled(context);
    await page.goto(url, { waitUntil: 'commit' });
    const [paint, works] = await Promise.all([
      page.evaluate(firstPaint),
      selector ? page.evaluate(whenWorks, selector) : null,
      page.waitForLoadState('load'),
    ]);
    const start = await page.evaluate(() => performance.timeOrigin);
    return { paint, control: works === null ? null : works - start };
  } finally {
    await context.close();
  }
}

/** From a working list: tap the first card, then Back. Times in ms from the tap and from the Back. */
async function tapAndBack(browser, origin) {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await throttled(context);
    await page.goto(`${origin}/projets`, { waitUntil: 'load' });
    await page.evaluate(whenWorks, CONTROLS['/projets']);
    await page.waitForLoadState('networkidle');
    const card = page.locator('main article a').first();
    const box = await card.boundingBox();
    const tapped = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
    await page.waitForURL(/\/projets\/[^/?]+$/);
    const carousel = (await page.evaluate(whenWorks, CONTROLS.project)) - tapped;
    await page.waitForLoadState('networkidle');
    const back = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.goBack({ waitUntil: 'commit' });
    const list = (await page.evaluate(whenWorks, CONTROLS['/projets'])) - back;
    return { carousel, list };
  } finally {
    await context.close();
  }
}

/**
 * Every figure for one site (its origin), median of `runs`. The routes whose control is measured are
 * /projets, the project pages and /contact; the others get their first paint only.
 */
export async function measureInteraction(origins, routes, runs) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    // A visitor's browser keeps pages in the back-forward cache.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const samples = new Map();
  const push = (key, value) => samples.set(key, [...(samples.get(key) ?? []), value]);
  try {
    // Round-robin over sites and routes: a slow moment of the machine hits all of them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const [name, origin] of Object.entries(origins)) {
        for (const route of routes) {
          const { paint, control } = await coldLoad(browser, `${origin}${route}`, controlFor(route));
          push(`${name} ${route} paint`, paint);
          push(`${name} ${route} control`, control);
        }
        const { carousel, list } = await tapAndBack(browser, origin);
        push(`${name} tap`, carousel);
        push(`${name} back`, list);
      }
      console.error(`interaction run ${run + 1}/${runs}`);
    }
  } finally {
    await browser.close();
  }
  const result = {};
  for (const [key, values] of samples) result[key] = median(values);
  return result;
}

/** The table: one row per route and site, then the tap and Back rows. */
export function printInteraction(origins, routes, result) {
  const seconds = (ms) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));
  const rows = [];
  for (const route of routes) {
    for (const name of Object.keys(origins)) {
      rows.push([`${route} (${name})`, seconds(result[`${name} ${route} paint`]), seconds(result[`${name} ${route} control`])]);
    }
  }
  for (const name of Object.keys(origins)) {
    rows.push([`tap card → carousel works (${name})`, '', seconds(result[`${name} tap`])]);
    rows.push([`Back → filters work (${name})`, '', seconds(result[`${name} back`])]);
  }
  const header = ['Throttled phone (4× CPU, 150 ms, 1.6 Mbit/s)', 'First paint (s)', 'Control works (s)'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log([line(header), `|:${'-'.repeat(widths[0])}|${widths.slice(1).map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`, ...rows.map(line)].join('\n'));
}
