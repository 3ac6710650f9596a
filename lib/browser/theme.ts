/** The colour theme a visitor picks in the header: the system's (the default), light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The switcher's choices, in its order, with their French labels. */
export const themeChoices: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Système' },
  { value: 'light', label: 'Clair' },
  { value: 'dark', label: 'Sombre' },
];

/** The localStorage key of an explicit choice; absent when the visitor follows the system. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Set on <html> to "light" or "dark" for an explicit choice only: no attribute means the system's
 * theme. app/globals.css and the technology colours key their dark values on it.
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** The name the switcher's radios share (they are not in a form: the name alone groups them). */
export const THEME_INPUT_NAME = 'theme';

const literal = (value: string) => JSON.stringify(value);

/**
 * Checks the radio of the theme <html> carries. ES5, with d = document, r = <html>, A = the attribute,
 * N = the radios' name: both scripts below run it.
 */
const checkRadio =
  'var i=d.querySelector(\'input[name="\'+N+\'"][value="\'+(r.getAttribute(A)||"system")+\'"]\');if(i)i.checked=true;';

/**
 * The theme script, inline in every page's <head>: it runs before the first paint, so a stored choice
 * applies without a flash of the other theme, and before Next's scripts, which it does not need. It
 * also carries the switcher's behaviour (a change listener on the document), so the radios work as
 * soon as they are painted, and follows a choice made in another tab, while a page sat in the
 * back-forward cache, or before a client-side navigation replaced the header. Storage may be missing
 * or refuse access (private mode, disabled storage): the choice then still applies to the page. Plain
 * ES5 text, as it runs before any of the site's scripts.
 */
export function themeScript(): string {
  return (
    '(function(d,w,K,A,N){var r=d.documentElement;' +
    'function stored(){try{return w.localStorage.getItem(K)}catch(e){return null}}' +
    'function apply(v){if(v==="light"||v==="dark")r.setAttribute(A,v);else r.removeAttribute(A)}' +
    `function sync(){apply(stored());${checkRadio}}` +
    'apply(stored());' +
    'd.addEventListener("change",function(e){var t=e.target;if(!t||t.name!==N||!t.checked)return;apply(t.value);' +
    'try{if(t.value==="light"||t.value==="dark")w.localStorage.setItem(K,t.value);' +
    'else w.localStorage.removeItem(K)}catch(x){}});' +
    'w.addEventListener("storage",function(e){if(e.key===K||e.key===null)sync()});' +
    'w.addEventListener("pageshow",function(e){if(e.persisted)sync()});' +
    // Client-side navigation may bring a new header, whose radios say "Système" as in the HTML.
    `new MutationObserver(function(){${checkRadio}}).observe(r,{childList:true,subtree:true})` +
    `})(document,window,${literal(THEME_STORAGE_KEY)},${literal(THEME_ATTRIBUTE)},${literal(THEME_INPUT_NAME)})`
  );
}

/**
 * Inline right after the switcher's radios: checks the one of the current theme as soon as they are
 * parsed, before the first paint (the HTML checks "Système", the only choice known at build time).
 */
export function themeRadiosScript(): string {
  return (
    `(function(d,A,N){var r=d.documentElement;${checkRadio}})` +
    `(document,${literal(THEME_ATTRIBUTE)},${literal(THEME_INPUT_NAME)})`
  );
}
