import type { DataAttribute } from './data-attributes';

/**
 * Requests Next's startup scripts, and the site's navigation script, once the first frame is drawn (at
 * once in a background tab, where none is): the page's own images come first, and hydration starts one
 * frame later (docs/performance.md).
 */
export function loadAfterFirstPaint(sources: readonly string[]): void {
  const load = () =>
    sources.forEach((src) => {
      const script = document.createElement('script');
      // As Next wrote it: React, hydrating the page, finds its async scripts by `script[async][src]`, and
      // inserts one it does not find, which the browser then runs a second time.
      script.setAttribute('async', '');
      script.src = src;
      document.body.appendChild(script);
    });
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
  else load();
}

/** The attribute of the loader's own <script> that lists the scripts to request (a JSON array). */
export const STARTUP_SCRIPTS_ATTRIBUTE = 'data-startup-scripts' satisfies DataAttribute;
