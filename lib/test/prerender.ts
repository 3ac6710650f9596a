import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { bindCarousels, installCarousel } from '@/lib/browser/carousel-controller';
import { bindFilters, installFilter } from '@/lib/browser/filter-controller';

const cleanups: (() => void)[] = [];

// Testing Library cleans up what it rendered; a page never hydrated, and the controls' scripts' listeners,
// are removed here.
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/**
 * The pre-rendered HTML of `element` in the document, as the browser has it before Next's scripts
 * arrive: the controls' scripts (lib/browser/page-scripts/filter.ts, carousel.ts) listen on the document
 * and have bound the filter and the carousels, unless the visitor has no JavaScript. `hydrate` then lets React take the
 * page over, as it does when its scripts arrive; `hydrationErrors` lists what React reported then.
 */
export function prerender(element: ReactElement, { javaScript = true } = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  cleanups.push(() => container.remove());
  container.innerHTML = renderToString(element);
  if (javaScript) {
    cleanups.push(installFilter(), installCarousel());
    bindFilters(container);
    bindCarousels(container);
  }
  const hydrationErrors: unknown[] = [];
  const hydrate = () =>
    render(element, {
      container,
      hydrate: true,
      onRecoverableError: (error: unknown) => hydrationErrors.push(error),
    } as Parameters<typeof render>[1]);
  return { container, hydrate, hydrationErrors };
}
