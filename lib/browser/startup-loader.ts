import { selector, type DataAttribute } from './data-attributes';

/** The attribute of the loader's own <script> that lists the scripts to request (a JSON array). */
export const STARTUP_SCRIPTS_ATTRIBUTE = 'data-startup-scripts' satisfies DataAttribute;

/** Set on the loader's <script> once every script it requested has run, or failed to load. */
export const STARTUP_RAN_ATTRIBUTE = 'data-startup-ran' satisfies DataAttribute;

/** The event the loader then dispatches on the document. */
export const STARTUP_RAN_EVENT = 'startupran';

/**
 * Requests the scripts `loader` lists (Next's startup scripts and the site's navigation script), one per
 * task, once the first frame is drawn (all at once in a background tab, where none is): the page's own
 * images come first, and hydration starts one frame later (docs/performance.md). Once each has run (an
 * async script's load event follows its run) or failed, marks `loader` and tells the document: work that
 * can wait (afterLoad) then no longer competes with theirs.
 */
export function loadAfterFirstPaint(loader: Element): void {
  const sources = JSON.parse(loader.getAttribute(STARTUP_SCRIPTS_ATTRIBUTE) ?? '[]') as string[];
  let pending = sources.length;
  const settled = () => {
    if (--pending > 0) return;
    loader.setAttribute(STARTUP_RAN_ATTRIBUTE, '');
    document.dispatchEvent(new Event(STARTUP_RAN_EVENT));
  };
  const request = (src: string) => {
    const script = document.createElement('script');
    // As Next wrote it: React, hydrating the page, finds its async scripts by `script[async][src]`, and
    // inserts one it does not find, which the browser then runs a second time.
    script.setAttribute('async', '');
    script.onload = script.onerror = settled;
    script.src = src;
    document.body.appendChild(script);
  };
  // One request per task: a request costs the main thread from under a millisecond to over ten while
  // the browser, the network and the compiler threads share a phone's cores, and eight in one task made
  // a long one, which a tap waited for (docs/performance.md).
  const requestFrom = (index: number) => {
    request(sources[index]);
    if (index + 1 < sources.length) setTimeout(() => requestFrom(index + 1));
  };
  if (sources.length === 0) return;
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => requestFrom(0)));
  // A background tab draws no frame and slows its timers to one a second: every request at once.
  else sources.forEach(request);
}

/** Whether the scripts a loader in the document requested are still to run: false without a loader. */
export function startupPending(): boolean {
  const loader = document.querySelector(selector(STARTUP_SCRIPTS_ATTRIBUTE));
  return loader !== null && !loader.hasAttribute(STARTUP_RAN_ATTRIBUTE);
}
