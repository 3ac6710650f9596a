import { FilterParam } from '../filter-params';
import { eventPaths, type AudienceConfig } from './settings';

/**
 * What a page view sends, and how each service's documented event API takes it. Only this: the page's
 * path, the referrer's origin, the visitor's language and their screen's size class. No identifier, no
 * title, no full address of where they came from; the request carries no cookie (credentials omitted).
 */

/**
 * The screen size classes, by the screen's width in CSS pixels: Plausible's four, whose bounds its
 * reports state. A class is sent as a size typical of it, so each service's own report (Plausible's
 * and GoatCounter's by width, Umami's by its "1920x1080" string) sorts it into the same class, and the
 * visitor's exact screen is never sent.
 */
export const screenClasses = [
  { name: 'mobile', below: 576, typical: [360, 800] },
  { name: 'tablet', below: 992, typical: [768, 1024] },
  { name: 'laptop', below: 1440, typical: [1280, 800] },
  { name: 'desktop', below: Infinity, typical: [1920, 1080] },
] as const;

export type ScreenClass = (typeof screenClasses)[number];

export function screenClass(width: number): ScreenClass {
  return screenClasses.find((size) => width < size.below) ?? screenClasses[screenClasses.length - 1];
}

/** One page view, as it leaves the browser. */
export type PageView = {
  /** The site's origin (Plausible wants an absolute address). */
  origin: string;
  /** The path, base path included, without a query but the filter's parameters when the owner keeps them. */
  path: string;
  /** The origin of the site the visitor came from; "" when none, or the site itself. */
  referrer: string;
  /** The visitor's language, its primary subtag only ("fr" for fr-CA). */
  language: string;
  screen: ScreenClass;
};

/**
 * The path a view is counted under: the address's path, and with `keepFilter` the project filter's
 * parameters (in the filter's order, nothing else of the query: no campaign tag, no stray identifier).
 */
export function viewPath({ pathname, search }: Pick<URL, 'pathname' | 'search'>, keepFilter: boolean): string {
  if (!keepFilter) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(FilterParam)) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  // The filter writes its commas as commas: the same list is counted under one path.
  const query = kept.toString().replace(/%2C/g, ',');
  return query ? `${pathname}?${query}` : pathname;
}

/** The referrer's origin alone; "" when there is none, it cannot be read, or it is the site itself. */
export function referrerOrigin(referrer: string, ownOrigin: string): string {
  try {
    const { origin } = new URL(referrer);
    return origin === ownOrigin || origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** "fr-FR" → "fr": the language, not the region. */
export const primaryLanguage = (tag: string | undefined) => (tag ?? '').split('-')[0].toLowerCase();

/** A request to a service: where, what, and whether it is JSON (which takes a CORS preflight). */
export type AudienceRequest = { url: string; body?: string; json: boolean };

/** The request that tells the owner's service about a view, in that service's documented form. */
export function audienceRequest(config: AudienceConfig, view: PageView): AudienceRequest {
  const url = `${config.address}${eventPaths[config.provider]}`;
  const [width, height] = view.screen.typical;
  switch (config.provider) {
    // Events API (POST /api/event): plain text, as Plausible's own script sends it, so no preflight.
    case 'plausible':
      return {
        url,
        json: false,
        body: JSON.stringify({
          name: 'pageview',
          url: `${view.origin}${view.path}`,
          domain: config.siteId,
          referrer: view.referrer || null,
          screen_width: width,
          props: { language: view.language },
        }),
      };
    // POST /api/send: JSON only.
    case 'umami':
      return {
        url,
        json: true,
        body: JSON.stringify({
          type: 'event',
          payload: {
            website: config.siteId,
            hostname: new URL(view.origin).hostname,
            url: view.path,
            referrer: view.referrer,
            language: view.language,
            screen: `${width}x${height}`,
          },
        }),
      };
    // The /count endpoint count.js calls: its parameters in the address (no language parameter there).
    case 'goatcounter': {
      const params = new URLSearchParams({ p: view.path, s: `${width},${height},1` });
      if (view.referrer) params.set('r', view.referrer);
      return { url: `${url}?${params}`, json: false };
    }
  }
}

/**
 * Sends a request with fetch and keepalive (it survives the page's unload, as sendBeacon would), and
 * without credentials: no cookie of the service's goes with it, whatever the browser holds. Plain
 * requests go without CORS (their answer is not read); JSON needs the service's CORS answer, which it
 * gives. A failure is the service's business, never the page's.
 */
export function deliver({ url, body, json }: AudienceRequest): void {
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    mode: json ? 'cors' : 'no-cors',
    headers: json ? { 'Content-Type': 'application/json' } : { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
}
