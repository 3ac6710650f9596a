// The cross-engine pass's helper inside each page. The pass bundles it (esbuild) and its front server
// (front.ts) puts it first in every page's <head>, so it is there before the site's own scripts run:
// WebKit's WebDriver (classic) can neither read the console nor add a script to a page, and Firefox is
// driven the same way for one set of checks. It records the page's errors, finds elements by role,
// accessible name, label or the site's own attributes (dom-accessibility-api, Testing Library's engine),
// measures the layout, and can stand in for the e-mail provider (no WebDriver of WebKit intercepts
// requests). It changes nothing of the site until a check asks it to.
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import { selector, type DataAttribute } from '@/lib/browser/data-attributes';
import { drawnArea } from '../drawn-icon';

/** An element as a person or the site's scripts find it: never by position or class name. */
export type Target = (
  | { role: string; name?: string; namePrefix?: string; level?: number }
  | { label: string }
  | { attribute: DataAttribute; value?: string }
) & { within?: Target };

export type Box = { top: number; height: number; width: number };

/** A page's layout: its size, how far it overflows sideways, and the boxes of its top-level landmarks. */
export type Layout = { viewport: number; height: number; overflow: number; landmarks: Record<string, Box> };

/** What the faked provider answers: an HTTP status, or no answer at all (the network is down). */
export type ProviderAnswer = { status: number } | 'network';

export type ServiceWorkerState = { supported: boolean; controlled: boolean; registrations: number };

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function matches(element: Element, target: Target): boolean {
  if ('label' in target) return false;
  if ('attribute' in target) {
    return element.hasAttribute(target.attribute) && (target.value === undefined || element.getAttribute(target.attribute) === target.value);
  }
  if (getRole(element) !== target.role) return false;
  if (target.level !== undefined && element.localName !== `h${target.level}`) return false;
  if (target.name === undefined && target.namePrefix === undefined) return true;
  const name = normalize(computeAccessibleName(element));
  return target.name !== undefined ? name === target.name : name.startsWith(target.namePrefix!);
}

function findAll(target: Target, scope: ParentNode = document): Element[] {
  const { within, ...own } = target;
  if (within) {
    const inner = find(within, scope);
    return inner ? findAll(own as Target, inner) : [];
  }
  const found =
    'label' in target
      ? [...scope.querySelectorAll('label')].filter((label) => normalize(label.textContent) === target.label).map((label) => label.control)
      : [...scope.querySelectorAll('attribute' in target ? selector(target.attribute) : '*')].filter((element) => matches(element, target));
  return found.filter((element): element is Element => element !== null && !isInaccessible(element));
}

/** The one element the target names; null when there is none, an error when there are several. */
function find(target: Target, scope: ParentNode = document): Element | null {
  const found = findAll(target, scope);
  if (found.length > 1) throw new Error(`${found.length} éléments pour ${JSON.stringify(target)}`);
  return found[0] ?? null;
}

function box(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return { top: Math.round(rect.top + scrollY), height: Math.round(rect.height), width: Math.round(rect.width) };
}

const LANDMARKS = ['banner', 'main', 'contentinfo'];

/** The page's size and its top-level landmarks: header, main and footer, each keyed by role (and name if it has one). */
function layout(): Layout {
  const root = document.documentElement;
  const landmarks: Record<string, Box> = {};
  for (const element of document.querySelectorAll('body *')) {
    const role = getRole(element);
    if (!role || !LANDMARKS.includes(role) || element.parentElement?.closest('main, article, aside, section')) continue;
    const name = normalize(computeAccessibleName(element));
    const key = name ? `${role} « ${name} »` : role;
    landmarks[key in landmarks ? `${key} (${Object.keys(landmarks).length})` : key] = box(element);
  }
  return { viewport: root.clientWidth, height: root.scrollHeight, overflow: root.scrollWidth - root.clientWidth, landmarks };
}

const errors: string[] = [];
const sent: Record<string, string>[] = [];

addEventListener('error', (event) => {
  // A resource that failed to load (capture phase: its error event does not bubble), or an uncaught error.
  const source = event.target instanceof Element ? (event.target.getAttribute('src') ?? event.target.getAttribute('href')) : null;
  errors.push(source ? `échec du chargement de ${source}` : event.message);
}, true);
addEventListener('unhandledrejection', (event) => errors.push(`promesse rejetée : ${String(event.reason)}`));
document.addEventListener('securitypolicyviolation', (event) => errors.push(`CSP : ${event.violatedDirective} ${event.blockedURI}`));
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args.map(String).join(' '));
  consoleError.apply(console, args);
};

/** Answers the requests to `origin` (the provider's) as `answer` says, and keeps the fields each one sent. */
function fakeProvider(origin: string, answer: ProviderAnswer) {
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(origin)) return realFetch(input, init);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    sent.push(Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)])));
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.status < 400 ? 'OK' : 'Error', { status: answer.status });
  };
}

async function serviceWorker(): Promise<ServiceWorkerState> {
  if (!('serviceWorker' in navigator)) return { supported: false, controlled: false, registrations: 0 };
  const registrations = await navigator.serviceWorker.getRegistrations();
  return { supported: true, controlled: navigator.serviceWorker.controller !== null, registrations: registrations.length };
}

const enginePass = {
  errors,
  sent,
  find,
  findAll,
  layout,
  fakeProvider,
  serviceWorker,
  /** React has hydrated the page: its fiber is attached to <main> (the signal of e2e/page-checks.ts). */
  hydrated: () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  text: (target: Target) => normalize(find(target)?.textContent ?? null),
  /** The text of `inner` in each element `outer` names (each card's title). */
  texts: (outer: Target, inner: Target) => findAll(outer).map((element) => normalize(find(inner, element)?.textContent ?? null)),
  visible: (target: Target) => find(target)?.checkVisibility() ?? false,
  /** Each icon that draws a symbol of the sprite (`<use>`): whether it drew it. */
  iconsDrawn: () => [...document.querySelectorAll<SVGUseElement>('svg > use')].map((use) => drawnArea(use) > 0),
  /** Where the element is in the viewport. */
  rect: (target: Target) => {
    const rect = find(target)?.getBoundingClientRect();
    return rect ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, height: rect.height } : null;
  },
};

export type EnginePass = typeof enginePass;

declare global {
  interface Window {
    enginePass: EnginePass;
  }
}

window.enginePass = enginePass;
