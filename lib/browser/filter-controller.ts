import { isProjectType, type ProjectType } from '@/lib/content/project-types';
import { localeOfDocument } from '@/lib/i18n/document';
import type { Locale } from '@/lib/i18n/locales';
import {
  choiceCountText,
  countIfChosen,
  emptyFilter,
  filterProjects,
  isFiltered,
  parseFilter,
  resultText,
  serializeFilter,
  toggleTag,
  type FilteredList,
  type FilterState,
} from './filters';
import { selector } from './data-attributes';
import { filterAttributes } from './filter-attributes';
import { isParsed } from './parsed';

const a = filterAttributes;

type Item = { element: HTMLElement; type: ProjectType; tags: string[] };

/** Each list's cards, read once: a list never changes during its page's life (a navigation brings a new one). */
const itemsOf = new WeakMap<Element, Item[]>();

function items(root: Element): Item[] {
  let list = itemsOf.get(root);
  if (!list) {
    list = [...root.querySelectorAll<HTMLElement>(selector(a.item))].map((element) => ({
      element,
      type: element.getAttribute(a.itemType) as ProjectType,
      tags: JSON.parse(element.getAttribute(a.itemTags) ?? '[]') as string[],
    }));
    itemsOf.set(root, list);
  }
  return list;
}

/** Writes a text only when it changes: each write costs the browser a style and layout pass over it. */
function writeText(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

const tagButtons = (root: Element) => [...root.querySelectorAll<HTMLButtonElement>(selector(a.tag))];
const typeRadios = (root: Element) => [...root.querySelectorAll<HTMLInputElement>(selector(a.type))];
const labels = (root: Element) => tagButtons(root).map((button) => button.getAttribute(a.tag)!);

/** The filter the address asks for, among the choices this list offers. */
function addressFilter(root: Element): FilterState {
  return parseFilter(new URLSearchParams(window.location.search), labels(root));
}

/** Which list a filter serves, by its root's value: the notes' says so, the projects' is the default. */
const listOf = (root: Element): FilteredList => (root.getAttribute(a.root) === 'notes' ? 'notes' : 'projects');

function writeCount(choice: Element, count: number, locale: Locale, list: FilteredList) {
  const text = choiceCountText(locale, count, list);
  choice.toggleAttribute(a.none, count === 0);
  writeText(choice.querySelector(selector(a.countShown)), text.shown);
  writeText(choice.querySelector(selector(a.countSpoken)), text.spoken);
}

/** What each list shows, by the query it was last drawn for: an address change redraws only what differs. */
const drawn = new WeakMap<Element, string>();

/** Draws the list for a filter: cards, each choice's state and count, the status line and the reset button. */
export function showFilter(root: Element, filter: FilterState): void {
  drawn.set(root, serializeFilter(filter));
  // The texts are written in the page's language: one script serves the pages of every language.
  const locale = localeOfDocument();
  const kind = listOf(root);
  const list = items(root);
  const shown = new Set(filterProjects(list, filter));
  const counts = countIfChosen(list, filter, labels(root));
  // Only the cards whose state changes: each write costs the card a style pass, and a list may hold hundreds.
  for (const item of list) if (item.element.hidden === shown.has(item)) item.element.hidden = !shown.has(item);
  for (const radio of typeRadios(root)) {
    const value = radio.value;
    radio.checked = value === filter.type;
    writeCount(radio.closest(selector(a.choice)) ?? radio, isProjectType(value) || value === '' ? counts.types[value] : 0, locale, kind);
  }
  for (const button of tagButtons(root)) {
    const label = button.getAttribute(a.tag)!;
    button.setAttribute('aria-pressed', String(filter.tags.includes(label)));
    writeCount(button.closest(selector(a.choice)) ?? button, counts.tags[label], locale, kind);
  }
  const status = root.querySelector(selector(a.status));
  if (status) {
    writeText(status, resultText(locale, shown.size, list.length, kind));
    status.toggleAttribute(a.empty, shown.size === 0);
  }
  root.querySelectorAll<HTMLElement>(selector(a.results)).forEach((results) => (results.hidden = shown.size === 0));
  root.querySelectorAll<HTMLElement>(selector(a.reset)).forEach((reset) => (reset.hidden = !isFiltered(filter)));
}

/**
 * Gives the language switch's links the filter of the address ("" when unfiltered): the visitor lands on
 * the other language's list filtered as this one.
 */
function carryFilter(filter: FilterState) {
  const query = serializeFilter(filter);
  document.querySelectorAll<HTMLAnchorElement>(selector(a.languageLink)).forEach((link) => {
    if (link.search.slice(1) !== query) link.search = query;
  });
}

/** A choice: the list drawn for it, then a new history entry (Back undoes it, the link can be shared). */
function choose(root: Element, filter: FilterState) {
  showFilter(root, filter);
  const query = serializeFilter(filter);
  window.history.pushState(null, '', query ? `?${query}` : window.location.pathname);
  carryFilter(filter);
}

/** Draws every list whose drawing no longer matches the address (Back, Forward, a link to the page). */
function followAddress() {
  document.querySelectorAll(selector(a.root)).forEach((root) => {
    if (!drawn.has(root)) return;
    const filter = addressFilter(root);
    carryFilter(filter);
    if (drawn.get(root) !== serializeFilter(filter)) showFilter(root, filter);
  });
}

/**
 * Makes the lists in `scope` work, once each, as soon as they are in the document (parsed, or brought by
 * a client-side navigation): their choices are enabled, and a filtered address applies at once, with the
 * panel open so the visitor sees what narrows the list.
 */
export function bindFilters(scope: ParentNode = document): void {
  scope.querySelectorAll(selector(a.root)).forEach((root) => {
    if (drawn.has(root) || !isParsed(root)) return;
    root.querySelectorAll<HTMLFieldSetElement>(selector(a.fields)).forEach((fields) => (fields.disabled = false));
    const filter = addressFilter(root);
    drawn.set(root, serializeFilter(emptyFilter));
    carryFilter(filter);
    if (!isFiltered(filter)) return;
    showFilter(root, filter);
    root.querySelectorAll<HTMLDetailsElement>(selector(a.panel)).forEach((panel) => (panel.open = true));
  });
}

function onChange(event: Event) {
  const radio = event.target instanceof HTMLInputElement ? event.target : null;
  const root = radio?.closest(selector(a.root));
  if (!radio || !root || !radio.hasAttribute(a.type) || !radio.checked) return;
  const type = radio.value;
  choose(root, { ...addressFilter(root), type: isProjectType(type) ? type : '' });
}

function onClick(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>(`${selector(a.tag)}, ${selector(a.reset)}`);
  const root = button?.closest(selector(a.root));
  if (!button || !root || button.disabled) return;
  const tag = button.getAttribute(a.tag);
  const current = addressFilter(root);
  choose(root, tag === null ? emptyFilter : { ...current, tags: toggleTag(current.tags, tag) });
}

/**
 * The key Next's router gives the state of each history entry it writes (`__NA`, "Next App"), from its
 * hydration on: the way to tell its first write.
 */
export const ROUTER_ENTRY_KEY = '__NA';

/** The parts of the Navigation API's `currententrychange` event read here (TypeScript's DOM lib lacks them). */
type EntryChange = Event & { navigationType?: string | null; from?: { url: string | null } };

const isRouterEntry = (state: unknown) => typeof state === 'object' && state !== null && ROUTER_ENTRY_KEY in state;

/**
 * Returns what keeps the visitor's address from the router's stale writes. Next's router writes over the
 * current entry the address of what it rendered, and a render can outlive the address it began on: the
 * filter works from the first paint, so a choice or a Back made meanwhile would be undone (the list would
 * follow the stale address). Its first write, and its first after a traversal to an entry it never wrote
 * (it ignores those), when it changes the query or the fragment of the page's address, is put back to the
 * address the visitor was at; its other writes are its own.
 */
function keepAddressFromStaleRouterWrites(): (event: EntryChange) => void {
  let mayBeStale = true;
  return (event) => {
    const routerEntry = isRouterEntry(window.history.state);
    if (event.navigationType === 'traverse') {
      if (!routerEntry) mayBeStale = true;
      return;
    }
    if (!mayBeStale || !routerEntry) return;
    mayBeStale = false;
    const before = event.navigationType === 'replace' && event.from?.url ? new URL(event.from.url) : null;
    if (before && before.pathname === window.location.pathname && before.href !== window.location.href) {
      window.history.replaceState(window.history.state, '', before.href);
    }
  };
}

/**
 * Listens, on the document, for the filter's choices and for address changes, for the page's whole
 * life: lists bound later (bindFilters) need no listener of their own. Returns what removes them.
 */
export function installFilter(): () => void {
  // A link to the list followed within the page (the menu's "Projets" on a filtered list) changes the
  // address without a popstate: the Navigation API tells, where the browser has it.
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  const keepAddress = keepAddressFromStaleRouterWrites();
  const onEntryChange = (event: EntryChange) => {
    keepAddress(event);
    followAddress();
  };
  document.addEventListener('change', onChange);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', followAddress);
  navigation?.addEventListener('currententrychange', onEntryChange);
  return () => {
    document.removeEventListener('change', onChange);
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', followAddress);
    navigation?.removeEventListener('currententrychange', onEntryChange);
  };
}
