// The navigation script, a file every page's loader requests after the first paint, with Next's scripts
// (lib/build/finalize-html.ts): what serves the visitor's next page. It runs the script of a control (the
// filter, a carousel) that a client-side navigation brings into a page that did not render it: a page
// carries inline only the scripts of its own controls (lib/browser/control-scripts.ts). Once the page has
// loaded and Next's scripts have run, it fetches the others' code and registers the site's service worker
// (the first tap). The controls' scripts are files beside its own; the loader's element gives the worker's
// address.
import { afterLoad } from '../after-load';
import { controlSourcesBeside, prefetchControlScripts, requestControlScripts } from '../control-scripts';
import { selector } from '../data-attributes';
import { bindAsParsed } from '../parsed';
import { registerServiceWorker, SERVICE_WORKER_ATTRIBUTE } from '../service-worker/register';

const own = document.currentScript;
const controlSources = controlSourcesBeside(own instanceof HTMLScriptElement ? own.src : undefined);

registerServiceWorker(document.querySelector(selector(SERVICE_WORKER_ATTRIBUTE))?.getAttribute(SERVICE_WORKER_ATTRIBUTE));
afterLoad(() => prefetchControlScripts(controlSources));
bindAsParsed(() => {
  // The HTML carries inline the scripts of the controls it renders: only a client-side navigation, once
  // the document is parsed, brings others. Not looking for them while the parser adds elements spares a
  // walk of the document at each of its steps.
  if (document.readyState !== 'loading') requestControlScripts(controlSources);
});
