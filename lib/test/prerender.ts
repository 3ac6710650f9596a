import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

const containers: HTMLElement[] = [];

// Testing Library cleans up what it rendered; a page never hydrated is removed here.
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/**
 * The pre-rendered HTML of `element` in the document, as the browser has it before Next's scripts
 * arrive: its inline scripts run as the parser would have, unless the visitor has no JavaScript.
 * `hydrate` then lets React take it over, as it does when its scripts arrive.
 */
export function prerender(element: ReactElement, { javaScript = true } = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  container.innerHTML = renderToString(element);
  // Inserted as HTML, the scripts did not run.
  if (javaScript) container.querySelectorAll('script').forEach((script) => new Function(script.textContent!)());
  return { container, hydrate: () => render(element, { container, hydrate: true }) };
}
