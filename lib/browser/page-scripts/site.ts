// The site script, inline first in every page's <head> (components/layout/RootDocument.tsx): it owns the theme switcher, the
// project filter and the carousels for the page's whole life, from the first paint on, before and after
// React hydrates the page. Listeners sit on the document; a control is bound (enabled, and the filter of
// the address applied) as soon as it is in the document: parsed, or brought by a client-side navigation.
// Mutation observers are called before the next paint: a control works as soon as the parser is past its
// end (lib/browser/parsed.ts), or the document is parsed. Once the page has loaded, it registers the
// site's service worker, whose address its own <script> gives (lib/browser/service-worker/).
import { bindCarousels, installCarousel } from '../carousel-controller';
import { bindFilters, installFilter } from '../filter-controller';
import { registerServiceWorker, SERVICE_WORKER_ATTRIBUTE } from '../service-worker/register';
import { checkThemeRadio, installTheme } from '../theme';

installTheme();
installFilter();
installCarousel();
registerServiceWorker(document.currentScript?.getAttribute(SERVICE_WORKER_ATTRIBUTE));

function bindAll() {
  checkThemeRadio();
  bindFilters();
  bindCarousels();
}

new MutationObserver(bindAll).observe(document.documentElement, { childList: true, subtree: true });
document.addEventListener('DOMContentLoaded', bindAll);
