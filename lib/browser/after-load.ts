/** How long an idle callback may wait for an idle main thread, in milliseconds. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded, in a task of its own when the main thread is idle (soon after, in
 * a browser without idle callbacks): work the page does not need to show itself or to answer a tap
 * (registering the service worker, fetching the controls' code) never lengthens the load event's task
 * into one that would delay a tap. A script requested after the first paint may run once the page has
 * loaded: the task then waits for the idle main thread alone.
 */
export function afterLoad(task: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
