/** How long an idle callback may wait for an idle main thread, in milliseconds. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded, in a task of its own when the main thread is idle (soon after, in
 * a browser without idle callbacks): work the page does not need to show itself or to answer a tap
 * (registering the service worker, fetching the controls' code) never lengthens the load event's task
 * into one that would delay a tap.
 */
export function afterLoad(task: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task));
  addEventListener('load', whenIdle, { once: true });
}
