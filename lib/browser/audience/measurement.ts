import { selector } from '../data-attributes';
import { audienceRequest, deliver, primaryLanguage, referrerOrigin, screenClass, viewPath, type AudienceRequest, type PageView } from './payload';
import { OBJECTION_ATTRIBUTE, OBJECTION_STORAGE_KEY, type AudienceConfig } from './settings';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/): not in every engine, nor in TypeScript's DOM types. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** Whether the browser asks sites not to track its user: Global Privacy Control, or Do Not Track. */
export function browserRefuses(): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** Whether the visitor objected on this device (the legal notice's switch); storage may refuse to be read. */
export function hasObjected(): boolean {
  try {
    return window.localStorage.getItem(OBJECTION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function storeObjection(objects: boolean) {
  try {
    if (objects) window.localStorage.setItem(OBJECTION_STORAGE_KEY, '1');
    else window.localStorage.removeItem(OBJECTION_STORAGE_KEY);
  } catch {
    // Storage refused: nothing can be remembered, and the switch says what the page will do until it is left.
  }
}

/**
 * How long after the page has shown its first view waits: past its largest paint, so that the request
 * never stands in the page's own loading. Sent at once, a request to a new origin (a connection, then
 * TLS) came before the largest paint of Lighthouse's simulated phone and delayed it (docs/performance.md).
 */
export const FIRST_VIEW_DELAY_MS = 1000;

/** The one rule every view goes through: nothing leaves when the browser or the visitor refuses. */
export const measurementAllowed = () => !browserRefuses() && !hasObjected();

/** The page view of the address now: the first one of a document carries where the visitor came from. */
function currentView(keepFilter: boolean, first: boolean): PageView {
  return {
    origin: location.origin,
    path: viewPath(location, keepFilter),
    referrer: first ? referrerOrigin(document.referrer, location.origin) : '',
    language: primaryLanguage(navigator.language),
    screen: screenClass(screen.width),
  };
}

const boundSwitches = new WeakSet<HTMLInputElement>();

/**
 * Makes the legal notice's objection switches in the document work, once each, as soon as they are in
 * it (parsed, or brought by a client-side navigation): checked when the visitor objected or the browser
 * refuses; enabled unless the browser refuses, which no switch here can override.
 */
export function bindObjectionSwitches(): void {
  document.querySelectorAll<HTMLInputElement>(selector(OBJECTION_ATTRIBUTE)).forEach((input) => {
    if (boundSwitches.has(input)) return;
    boundSwitches.add(input);
    input.checked = browserRefuses() || hasObjected();
    input.disabled = browserRefuses();
  });
}

function onChange(event: Event) {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.hasAttribute(OBJECTION_ATTRIBUTE)) storeObjection(input.checked);
}

/**
 * Counts the page views of a document's life, each once: its load, then each client-side navigation
 * to another path (Next's App Router), Back and Forward included. Not a change of the query alone (the
 * project filter's choices, and Back through them), nor a page the back-forward cache restores, already
 * counted when it was shown first.
 *
 * Client-side navigations are seen by wrapping history.pushState, as Plausible's own script does, and
 * by popstate for Back and Forward: every engine has both, and the App Router calls pushState for each
 * navigation once the new page is committed (this script runs first in <head>, so Next's own wrapper
 * calls this one). The Navigation API would say it directly, but not in every engine yet; replaceState
 * is left alone, since Next calls it on the page already counted (its state, a canonical address).
 *
 * The first view leaves a moment after the page has shown (FIRST_VIEW_DELAY_MS), or as the page goes
 * if that is sooner: never while the page still loads and paints. Views of navigations made before
 * (a quick click) wait for it. Returns what removes the listeners.
 */
export function installAudience(
  config: AudienceConfig,
  send: (request: AudienceRequest) => void = deliver,
  later: (flush: () => void) => void = (flush) => setTimeout(flush, FIRST_VIEW_DELAY_MS),
): () => void {
  let counted: string | undefined;
  let shown = false;
  let sending = false;
  const waiting: PageView[] = [];

  const emit = (view: PageView) => {
    if (measurementAllowed()) send(audienceRequest(config, view));
  };
  const flush = () => {
    sending = true;
    waiting.splice(0).forEach(emit);
  };
  const count = () => {
    if (location.pathname === counted) return;
    const view = currentView(config.keepFilter, counted === undefined);
    counted = location.pathname;
    if (sending) emit(view);
    else waiting.push(view);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted || shown) return;
    shown = true;
    later(flush);
  };
  // Leaving before the delay is over: the views go with the page (fetch's keepalive outlives it).
  const onPageHide = () => {
    if (shown) flush();
  };

  const pushState = history.pushState;
  history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    count();
  };
  count();
  addEventListener('pageshow', onPageShow);
  addEventListener('pagehide', onPageHide);
  addEventListener('popstate', count);
  document.addEventListener('change', onChange);
  const observer = new MutationObserver(bindObjectionSwitches);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', bindObjectionSwitches);
  return () => {
    history.pushState = pushState;
    removeEventListener('pageshow', onPageShow);
    removeEventListener('pagehide', onPageHide);
    removeEventListener('popstate', count);
    document.removeEventListener('change', onChange);
    document.removeEventListener('DOMContentLoaded', bindObjectionSwitches);
    observer.disconnect();
  };
}
