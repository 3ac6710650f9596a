import { STARTUP_RAN_EVENT, startupPending } from './startup-loader';

/** How long an idle callback may wait for an idle main thread, in milliseconds. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the startup scripts the loader requested have run, in a task
 * of its own when the main thread is idle (soon after, in a browser without idle callbacks): work the page
 * does not need to show itself or to answer a tap (registering the service worker, fetching the controls'
 * code) neither lengthens the load event's task into one that would delay a tap, nor competes with Next's
 * scripts while they compile and hydrate the page (docs/performance.md). The load event may come before
 * the loader's scripts (a page without images loads before its first frame) or after them.
 */
export function afterLoad(task: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task));
  const whenLoaded = () => (document.readyState === 'complete' ? whenIdle() : addEventListener('load', whenIdle, { once: true }));
  if (startupPending()) document.addEventListener(STARTUP_RAN_EVENT, whenLoaded, { once: true });
  else whenLoaded();
}
