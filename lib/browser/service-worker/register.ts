import { afterLoad } from '../after-load';
import type { DataAttribute } from '../data-attributes';

/** Where the site's service worker is served, under the base path (lib/build/page-scripts.ts writes it). */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** The attribute that gives the navigation script the worker's address, base path included (on the loader's <script>). */
export const SERVICE_WORKER_ATTRIBUTE = 'data-service-worker' satisfies DataAttribute;

/**
 * Registers the site's service worker (worker.ts) once the page has loaded and Next's scripts have run,
 * in an idle task of its own (afterLoad): it serves the taps that follow, and never competes with the
 * page's own loading. Where there is no worker (an old browser, a private window, no address given), the
 * site works the same, a tap a finger's rest slower.
 */
export function registerServiceWorker(url: string | null | undefined): void {
  if (!url) return;
  // Asked then: the browser's first look at navigator.serviceWorker costs the parser a few milliseconds.
  afterLoad(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register(url).catch(() => undefined);
  });
}
