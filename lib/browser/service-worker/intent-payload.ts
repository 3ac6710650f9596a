/**
 * The rules of the site's service worker (worker.ts): a page's content, started at the visitor's first
 * intent, is handed to the navigation that follows.
 *
 * In an export, a link's intent prefetch (finger down, pointer over, focus) first asks whether the page
 * exists, with a HEAD request, before Next knows the page's route; the navigation that follows, if the
 * finger lifts before the route has come, asks for the page's whole content, its `.txt`, with a
 * cache-busting `_rsc` parameter (docs/performance.md). The worker starts that content at the HEAD
 * request, and answers the navigation's request with it: the content is on its way a finger's rest
 * earlier.
 */

/** The query parameter of Next's cache-busting: what makes one navigation's request unique. */
export const CACHE_BUSTING_PARAMETER = '_rsc';

/**
 * The address of a page's content in an export, as Next's navigation asks for it: the page's path
 * followed by `.txt`, `index.txt` for a path ending in "/" (next/dist/client/components/router-reducer/
 * fetch-server-response.js). Without the hash: a fragment never reaches the server.
 */
export function payloadUrl(page: URL): string {
  return `${page.origin}${page.pathname}${page.pathname.endsWith('/') ? 'index.txt' : '.txt'}${page.search}`;
}

/**
 * The query of `url` without Next's cache-busting pair, written as Next writes it: pair by pair, the
 * others kept byte for byte (URLSearchParams would re-encode them, "%20" as "+").
 */
function withoutCacheBusting(url: URL): string {
  const pairs = url.search.slice(1).split('&');
  const kept = pairs.filter((pair) => pair && pair !== CACHE_BUSTING_PARAMETER && !pair.startsWith(`${CACHE_BUSTING_PARAMETER}=`));
  return `${url.origin}${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/** Next's per-segment files sit beside a page's content (`<page>/__next.<segment>.txt`): never a navigation's. */
const SEGMENT_FILE = /\/__next\.[^/]*$/;

/**
 * What the worker does with a request of a page it controls: `start` the content of a page whose
 * intent prefetch asks whether it exists, `take` a started content for a navigation's request, or
 * nothing (null): the request goes to the network as if there were no worker. Only the site's own
 * requests (the worker's origin) are considered.
 */
export type PayloadAction = { kind: 'start' | 'take'; payload: string } | null;

export function payloadAction(method: string, requestUrl: string, origin: string): PayloadAction {
  const url = new URL(requestUrl);
  if (url.origin !== origin) return null;
  if (method === 'HEAD') return { kind: 'start', payload: payloadUrl(url) };
  const isContent = url.pathname.endsWith('.txt') && !SEGMENT_FILE.test(url.pathname);
  if (method !== 'GET' || !isContent || !url.searchParams.has(CACHE_BUSTING_PARAMETER)) return null;
  return { kind: 'take', payload: withoutCacheBusting(url) };
}

/**
 * How long a started content waits for its navigation: a tap takes a fraction of a second, a click
 * after the pointer has rested on a link a few seconds.
 */
export const PENDING_MS = 10_000;

/**
 * The contents started and not yet taken, by address. Each is taken once (a response's body is read
 * once) and dropped after PENDING_MS: a later navigation asks the network itself.
 */
export class PendingPayloads<T> {
  private readonly pending = new Map<string, { value: T; until: number }>();

  /** Starts `payload` with `begin`, unless it is already pending. */
  start(payload: string, begin: () => T, now: number): void {
    this.drop(now);
    if (!this.pending.has(payload)) this.pending.set(payload, { value: begin(), until: now + PENDING_MS });
  }

  /** The pending `payload`, removed; undefined when none is. */
  take(payload: string, now: number): T | undefined {
    this.drop(now);
    const entry = this.pending.get(payload);
    this.pending.delete(payload);
    return entry?.value;
  }

  private drop(now: number): void {
    for (const [payload, { until }] of this.pending) if (until <= now) this.pending.delete(payload);
  }
}
