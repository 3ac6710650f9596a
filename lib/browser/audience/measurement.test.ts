import { selector } from '../data-attributes';
import { FilterParam } from '../filter-params';
import { FIRST_VIEW_DELAY_MS, installAudience, measurementAllowed } from './measurement';
import type { AudienceRequest } from './payload';
import { OBJECTION_ATTRIBUTE, OBJECTION_STORAGE_KEY, type AudienceConfig } from './settings';

const config: AudienceConfig = { provider: 'umami', address: 'https://stats.example', siteId: 'site', keepFilter: false };

/** The paths the service was told of, in order. */
let sent: AudienceRequest[] = [];
const paths = () => sent.map((request) => JSON.parse(request.body!).payload.url as string);
const referrers = () => sent.map((request) => JSON.parse(request.body!).payload.referrer as string);

let uninstall = () => {};

function pageshow(persisted: boolean) {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  dispatchEvent(event);
}

/** A page loaded at `path`, from `referrer`, its audience script run first. */
function load(path: string, options: { referrer?: string; keepFilter?: boolean } = {}) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: options.referrer ?? '', configurable: true });
  // The delay after the page has shown is tested on its own: here the views leave once it has shown.
  uninstall = installAudience({ ...config, keepFilter: options.keepFilter ?? false }, (request) => sent.push(request), (flush) => flush());
}

/** Back, as the browser does it: the address changes, then popstate. */
function back() {
  window.history.back();
  return new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
}

function setSignal(name: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
});
afterEach(() => {
  uninstall();
  setSignal('globalPrivacyControl', undefined);
  setSignal('doNotTrack', null);
  document.body.innerHTML = '';
});

describe('the page views', () => {
  it('counts the load once the page has shown, with where the visitor came from', () => {
    load('/projets/alpha?utm_source=mail', { referrer: 'https://www.linkedin.com/feed/' });
    expect(sent).toEqual([]);
    pageshow(false);
    expect(paths()).toEqual(['/projets/alpha']);
    expect(referrers()).toEqual(['https://www.linkedin.com']);
    expect(sent[0].url).toBe('https://stats.example/api/send');
  });

  it('counts each client-side navigation once, Back too, and none for the filter’s choices or a restore from the cache', async () => {
    load('/projets');
    pageshow(false);
    // The filter's choices: the query changes, the page does not.
    window.history.pushState(null, '', `?${FilterParam.tags}=PHP`);
    window.history.pushState(null, '', '/projets');
    window.history.replaceState({ next: true }, '', '/projets');
    // A navigation to a project, then Back to the list.
    window.history.pushState({ next: true }, '', '/projets/alpha');
    await back();
    // The list again, through the filter's own history: still the same page.
    await back();
    // The page leaves, then comes back from the back-forward cache: it was counted when it was shown.
    pageshow(true);
    expect(paths()).toEqual(['/projets', '/projets/alpha', '/projets']);
    // Only the load says where the visitor came from.
    expect(referrers()).toEqual(['', '', '']);
  });

  it('keeps the filter’s parameters in the path when the owner says so', () => {
    load(`/projets?${FilterParam.tags}=PHP&utm_source=mail`, { keepFilter: true });
    pageshow(false);
    expect(paths()).toEqual([`/projets?${FilterParam.tags}=PHP`]);
  });

  it('sends the first view a moment after the page has shown, or as it goes if it goes sooner', () => {
    jest.useFakeTimers();
    try {
      for (const leaves of [false, true]) {
        sent = [];
        window.history.replaceState(null, '', '/projets');
        uninstall = installAudience(config, (request) => sent.push(request));
        pageshow(false);
        jest.advanceTimersByTime(FIRST_VIEW_DELAY_MS - 1);
        expect(sent).toEqual([]);
        if (leaves) dispatchEvent(new Event('pagehide'));
        else jest.advanceTimersByTime(1);
        expect(paths()).toEqual(['/projets']);
        // Once: the timer after a departure, or a departure after the timer, sends nothing more.
        jest.advanceTimersByTime(FIRST_VIEW_DELAY_MS);
        dispatchEvent(new Event('pagehide'));
        expect(paths()).toEqual(['/projets']);
        uninstall();
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the views of navigations made before the page had shown once it has, in order', () => {
    load('/');
    window.history.pushState(null, '', '/contact');
    expect(sent).toEqual([]);
    pageshow(false);
    expect(paths()).toEqual(['/', '/contact']);
  });
});

describe('what stops all sending', () => {
  it.each([
    ['Global Privacy Control', () => setSignal('globalPrivacyControl', true)],
    ['Do Not Track', () => setSignal('doNotTrack', '1')],
    ['the visitor’s objection on this device', () => localStorage.setItem(OBJECTION_STORAGE_KEY, '1')],
  ])('%s', (_, refuse) => {
    refuse();
    expect(measurementAllowed()).toBe(false);
    load('/');
    pageshow(false);
    window.history.pushState(null, '', '/contact');
    expect(sent).toEqual([]);
  });

  it('nothing else: Do Not Track off, or GPC false, sends', () => {
    setSignal('doNotTrack', '0');
    setSignal('globalPrivacyControl', false);
    expect(measurementAllowed()).toBe(true);
  });
});

describe('the legal notice’s objection switch', () => {
  const objection = () => document.querySelector<HTMLInputElement>(selector(OBJECTION_ATTRIBUTE))!;
  const arrives = async () => {
    document.body.innerHTML = `<label><input type="checkbox" disabled ${OBJECTION_ATTRIBUTE}> Ne pas mesurer</label>`;
    // The mutation observer runs before the next paint.
    await new Promise((resolve) => setTimeout(resolve));
  };

  it('is enabled as it arrives, and an objection stops the views that follow, remembered on the device', async () => {
    load('/mentions-legales');
    pageshow(false);
    await arrives();
    expect(objection().disabled).toBe(false);
    expect(objection().checked).toBe(false);
    objection().click();
    expect(localStorage.getItem(OBJECTION_STORAGE_KEY)).not.toBeNull();
    window.history.pushState(null, '', '/projets');
    expect(paths()).toEqual(['/mentions-legales']);
    // Withdrawn: the views count again.
    objection().click();
    expect(localStorage.getItem(OBJECTION_STORAGE_KEY)).toBeNull();
    window.history.pushState(null, '', '/contact');
    expect(paths()).toEqual(['/mentions-legales', '/contact']);
  });

  it('shows an objection made earlier, checked', async () => {
    localStorage.setItem(OBJECTION_STORAGE_KEY, '1');
    load('/mentions-legales');
    await arrives();
    expect(objection().checked).toBe(true);
    expect(objection().disabled).toBe(false);
  });

  it('shows the browser’s refusal, checked and not to be unchecked', async () => {
    setSignal('globalPrivacyControl', true);
    load('/mentions-legales');
    await arrives();
    expect(objection().checked).toBe(true);
    expect(objection().disabled).toBe(true);
  });
});
