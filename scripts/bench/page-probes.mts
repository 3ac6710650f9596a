// Functions the bench runs in the page (page.evaluate sends their source). They name no function
// inside: tsx keeps names by wrapping each named function in a `__name(…)` call, a helper the page lacks.

/** Runs in the page: the epoch time when each selector's element is there and enabled, polled each frame. */
export async function whenWorks(selectors: string[]): Promise<number> {
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
export function firstPaint(): Promise<number> {
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

/** The page's window, with the long tasks the bench keeps there. */
export type LongTaskWindow = Window & { benchLongTasks?: { start: number; duration: number }[] };

/** Runs in the page before its own scripts (an init script): keeps every long task from then on. */
export function keepLongTasks(): void {
  const tasks: { start: number; duration: number }[] = [];
  (window as LongTaskWindow).benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

/**
 * Runs in the page: its blocking time since `since` (its first paint), as Lighthouse's TBT counts it, but
 * measured on the page's main thread rather than simulated: each long task's time beyond 50 ms, a task
 * under way at `since` counted from then.
 */
export function blockingTime(since: number): number {
  const tasks = (window as LongTaskWindow).benchLongTasks ?? [];
  return tasks.reduce((total, task) => total + Math.max(0, task.start + task.duration - Math.max(task.start, since) - 50), 0);
}

/** Runs in the page once it has loaded: the time of the last largest-contentful-paint entry. */
export function largestPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().at(-1)?.startTime ?? null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Runs in the page: whether a service worker is registered, once it controls the page (false: none is). */
export async function serviceWorkerControls(): Promise<boolean> {
  if (!(await navigator.serviceWorker?.getRegistration())) return false;
  await navigator.serviceWorker.ready;
  while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50));
  return true;
}

/** The page's window, with the time the bench notes there. */
export type TapWindow = Window & { benchClickAt?: number };

/** Runs in the page: notes the epoch time of the next click, which a tap fires as the finger lifts. */
export function noteNextClick(): void {
  addEventListener('click', () => ((window as TapWindow).benchClickAt = performance.timeOrigin + performance.now()), {
    capture: true,
    once: true,
  });
}

/** An Event Timing entry, with what TypeScript's DOM types lack (its interaction, 0 for none). */
type EventTiming = PerformanceEventTiming & { interactionId?: number };

/**
 * Runs in the page: the longest interaction the Event Timing API reports from now until `settle` ms
 * have passed, in ms from input to the next frame (what INP counts); 0 when none took 16 ms or more,
 * the API's threshold.
 */
export function longestInteraction(settle: number): Promise<number> {
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
