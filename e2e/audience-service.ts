import type { Page, Request } from '@playwright/test';
import { FilterParam } from '@/lib/browser/filter-params';
import { audience, audienceOrigin } from '@/lib/site/audience';

/** The owner's audience service (content/site.ts `audience`): its origin, the one host a page may call besides its own. */
export const audienceServiceOrigin = audienceOrigin(audience);

/** The page a request to the service counts, as the service reads it (each one's documented event API). */
function countedPath(request: Request): string {
  if (audience?.provider === 'goatcounter') return new URL(request.url()).searchParams.get('p') ?? '';
  const body = request.postDataJSON();
  if (audience?.provider === 'umami') return body.payload.url;
  const url = new URL(body.url);
  return url.pathname + url.search;
}

/**
 * Stands in for the owner's service, when there is one: records every page view the site sends it, and
 * answers as the service does (CORS included, which Umami's JSON needs). Returns the paths counted so far.
 */
export async function fakeAudienceService(page: Page): Promise<() => string[]> {
  const views: Request[] = [];
  if (!audienceServiceOrigin) return () => [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };
  await page.route(`${audienceServiceOrigin}/**`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    views.push(route.request());
    return route.fulfill({ status: 202, headers: cors, body: '{}' });
  });
  return () => views.map(countedPath);
}

/** The path the site counts for an address: its path, with the filter's parameters if the owner keeps them. */
export function countedPathOf(address: string): string {
  const { pathname, searchParams } = new URL(address);
  const kept = new URLSearchParams();
  if (audience?.keepFilter) {
    for (const name of Object.values(FilterParam)) if (searchParams.get(name)) kept.set(name, searchParams.get(name)!);
  }
  const query = kept.toString().replace(/%2C/g, ',');
  return query ? `${pathname}?${query}` : pathname;
}
