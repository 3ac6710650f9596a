// The site script, inline first in every page's <head> (lib/build/finalize-html.ts): it owns the theme
// switcher from the first paint on, before and after React hydrates the page, and runs the script of
// a control (the filter, a carousel) that a client-side navigation brings into a page that did not render
// it: a page carries inline only the scripts of its own controls (lib/browser/control-scripts.ts). Once
// the page has loaded, it fetches the others' code and registers the site's service worker. Its own
// <script> gives their addresses.
import { afterLoad } from '../after-load';
import { CONTROL_SOURCES_ATTRIBUTE, parseControlSources, prefetchControlScripts, requestControlScripts } from '../control-scripts';
import { bindAsParsed } from '../parsed';
import { registerServiceWorker, SERVICE_WORKER_ATTRIBUTE } from '../service-worker/register';
import { checkThemeRadio, installTheme } from '../theme';

const own = document.currentScript;
const controlSources = parseControlSources(own?.getAttribute(CONTROL_SOURCES_ATTRIBUTE));

installTheme();
registerServiceWorker(own?.getAttribute(SERVICE_WORKER_ATTRIBUTE));
afterLoad(() => prefetchControlScripts(controlSources));
bindAsParsed(() => {
  checkThemeRadio();
  // The HTML carries inline the scripts of the controls it renders: only a client-side navigation, once
  // the document is parsed, brings others. Not looking for them while the parser adds elements spares a
  // walk of the document at each of its steps.
  if (document.readyState !== 'loading') requestControlScripts(controlSources);
});
