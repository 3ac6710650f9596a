import { FilterParam } from '../filter-params';
import { audienceRequest, primaryLanguage, referrerOrigin, screenClass, viewPath, type PageView } from './payload';
import type { AudienceConfig } from './settings';

const at = (address: string) => new URL(address, 'https://exemple.fr');

describe('the path a view is counted under', () => {
  const filtered = `?utm_source=mail&${FilterParam.tags}=PHP,SQL&ref=abc&${FilterParam.type}=universitaire`;

  it('is the path alone, base path included, when the owner drops the filter', () => {
    expect(viewPath(at(`/portfolio/projets${filtered}`), false)).toBe('/portfolio/projets');
    expect(viewPath(at('/en/projects/alpha#top'), false)).toBe('/en/projects/alpha');
  });

  it('keeps the filter’s parameters only, in the filter’s order, commas as written, when the owner keeps it', () => {
    expect(viewPath(at(`/projets${filtered}`), true)).toBe(`/projets?${FilterParam.type}=universitaire&${FilterParam.tags}=PHP,SQL`);
    expect(viewPath(at('/projets?utm_campaign=x&id=42'), true)).toBe('/projets');
    expect(viewPath(at(`/projets?${FilterParam.tags}=`), true)).toBe('/projets');
  });
});

describe('the referrer', () => {
  it('is sent as its origin alone, and not at all from the site itself', () => {
    expect(referrerOrigin('https://www.linkedin.com/in/someone/?trk=abc', 'https://exemple.fr')).toBe('https://www.linkedin.com');
    expect(referrerOrigin('https://exemple.fr/projets', 'https://exemple.fr')).toBe('');
    expect(referrerOrigin('', 'https://exemple.fr')).toBe('');
    expect(referrerOrigin('not an address', 'https://exemple.fr')).toBe('');
  });
});

it('sends the language without its region, and the screen as its class', () => {
  expect(primaryLanguage('fr-CA')).toBe('fr');
  expect(primaryLanguage('EN')).toBe('en');
  expect(primaryLanguage(undefined)).toBe('');
  expect([360, 575, 576, 991, 992, 1439, 1440, 3840].map((width) => screenClass(width).name)).toEqual([
    'mobile',
    'mobile',
    'tablet',
    'tablet',
    'laptop',
    'laptop',
    'desktop',
    'desktop',
  ]);
  // Each class is sent as a size of that class, never the visitor's own.
  for (const size of [360, 800, 1200, 2000].map(screenClass)) expect(screenClass(size.typical[0])).toBe(size);
});

const view: PageView = {
  origin: 'https://exemple.fr',
  path: '/portfolio/projets?type=universitaire',
  referrer: 'https://www.linkedin.com',
  language: 'fr',
  screen: screenClass(400),
};

describe('each service’s request, in its documented form', () => {
  it('Plausible: a page view to its Events API, as plain text (no preflight)', () => {
    const config: AudienceConfig = { provider: 'plausible', address: 'https://plausible.io', siteId: 'exemple.fr', keepFilter: true };
    const request = audienceRequest(config, view);
    expect(request).toMatchObject({ url: 'https://plausible.io/api/event', json: false });
    expect(JSON.parse(request.body!)).toEqual({
      name: 'pageview',
      url: 'https://exemple.fr/portfolio/projets?type=universitaire',
      domain: 'exemple.fr',
      referrer: 'https://www.linkedin.com',
      screen_width: 360,
      props: { language: 'fr' },
    });
    expect(JSON.parse(audienceRequest(config, { ...view, referrer: '' }).body!).referrer).toBeNull();
  });

  it('Umami: an event to /api/send under its address, self-hosted sub-path included, as JSON', () => {
    const config: AudienceConfig = { provider: 'umami', address: 'https://stats.exemple.fr/umami', siteId: 'c0ffee', keepFilter: false };
    const request = audienceRequest(config, view);
    expect(request).toMatchObject({ url: 'https://stats.exemple.fr/umami/api/send', json: true });
    expect(JSON.parse(request.body!)).toEqual({
      type: 'event',
      payload: {
        website: 'c0ffee',
        hostname: 'exemple.fr',
        url: '/portfolio/projets?type=universitaire',
        referrer: 'https://www.linkedin.com',
        language: 'fr',
        screen: '360x800',
      },
    });
  });

  it('GoatCounter: its /count endpoint, the view in the address', () => {
    const config: AudienceConfig = { provider: 'goatcounter', address: 'https://moncode.goatcounter.com', keepFilter: true };
    const request = audienceRequest(config, view);
    expect(request.body).toBeUndefined();
    expect(request.json).toBe(false);
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('https://moncode.goatcounter.com/count');
    expect(Object.fromEntries(url.searchParams)).toEqual({ p: '/portfolio/projets?type=universitaire', r: 'https://www.linkedin.com', s: '360,800,1' });
    expect(new URL(audienceRequest(config, { ...view, referrer: '' }).url).searchParams.has('r')).toBe(false);
  });

  it('never carries an identifier, a title or the full referrer', () => {
    for (const provider of ['plausible', 'umami', 'goatcounter'] as const) {
      const request = audienceRequest({ provider, address: 'https://s.example', siteId: 'site', keepFilter: true }, view);
      const sent = `${request.url} ${request.body ?? ''}`;
      expect(sent).not.toMatch(/"(?:id|title|session|tag)"|[?&](?:t|q|rnd)=/);
    }
  });
});
