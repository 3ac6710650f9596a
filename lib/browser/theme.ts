import type { DataAttribute } from './data-attributes';

/** The colour theme a visitor picks in the header: the system's (the default), light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The switcher's choices, in its order; their names are in the messages (theme.choices). */
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key of an explicit choice; absent when the visitor follows the system. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Set on <html> to "light" or "dark" for an explicit choice only: no attribute means the system's
 * theme. app/globals.css keys its color-scheme on it, which every light-dark() colour follows.
 */
export const THEME_ATTRIBUTE = 'data-theme' satisfies DataAttribute;

/** The name the switcher's radios share (they are not in a form: the name alone groups them). */
export const THEME_INPUT_NAME = 'theme';

const isExplicit = (value: string | null): value is 'light' | 'dark' => value === 'light' || value === 'dark';

/** The stored choice; storage may be missing or refuse access (private mode, disabled storage). */
function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function applyTheme(value: string | null) {
  const root = document.documentElement;
  if (isExplicit(value)) root.setAttribute(THEME_ATTRIBUTE, value);
  else root.removeAttribute(THEME_ATTRIBUTE);
}

/** The radio checkThemeRadio checked last. */
let checkedRadio: HTMLInputElement | null = null;

/**
 * Checks the switcher's radio of the theme <html> carries. The HTML checks the system's, the only choice
 * known at build time: this runs as soon as the radios are in the document (parsed, or brought by a
 * client-side navigation's new header), before they are painted. It runs at each step of the parser: while
 * the radio it checked is still in the document, checked and the theme's, it does not search the document.
 */
export function checkThemeRadio(): void {
  const current = document.documentElement.getAttribute(THEME_ATTRIBUTE) ?? 'system';
  if (checkedRadio?.isConnected && checkedRadio.checked && checkedRadio.value === current) return;
  checkedRadio = document.querySelector<HTMLInputElement>(`input[name="${THEME_INPUT_NAME}"][value="${current}"]`);
  if (checkedRadio) checkedRadio.checked = true;
}

function onChange(event: Event) {
  const input = event.target instanceof HTMLInputElement ? event.target : null;
  if (!input || input.name !== THEME_INPUT_NAME || !input.checked) return;
  applyTheme(input.value);
  try {
    if (isExplicit(input.value)) window.localStorage.setItem(THEME_STORAGE_KEY, input.value);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused: the choice still applies to the page open.
  }
}

function sync() {
  applyTheme(storedChoice());
  checkThemeRadio();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
};
const onPageShow = (event: PageTransitionEvent) => {
  if (event.persisted) sync();
};

/**
 * The theme switcher's behaviour, run from the page script in <head> before the first paint: a stored
 * choice applies without a flash of the other theme; the radios work as soon as they are painted,
 * before the page hydrates (a change listener on the document); a choice made in another tab, or while
 * the page sat in the back-forward cache, is followed. Returns what removes the listeners.
 */
export function installTheme(): () => void {
  applyTheme(storedChoice());
  document.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
