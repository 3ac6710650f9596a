import { disconnectObserversAfterAll } from '@/lib/test/observers';
import { CONTROL_SCRIPT_ATTRIBUTE, controlAttributes } from '../control-scripts';
import { SERVICE_WORKER_ATTRIBUTE } from '../service-worker/register';

// The navigation script as the loader requests it after the first paint: the controls' scripts are files
// beside its own, and the loader's element gives the service worker's address.
disconnectObserversAfterAll();

const folder = `${window.location.origin}/portfolio/_scripts/abc`;
const sources = { filter: `${folder}/filter.js`, carousel: `${folder}/carousel.js` };
const register = jest.fn(() => Promise.resolve());

beforeAll(async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  window.fetch = jest.fn(() => Promise.resolve({ ok: false })) as unknown as typeof fetch;
  const loader = document.createElement('script');
  loader.setAttribute(SERVICE_WORKER_ATTRIBUTE, '/service-worker.js');
  document.body.append(loader);
  const own = document.createElement('script');
  own.src = `${folder}/navigation.js`;
  Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
  await import('./navigation');
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
});

const requested = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${CONTROL_SCRIPT_ATTRIBUTE}]`)].map((script) => script.getAttribute('src'));
/** Lets the mutation observer run, as it does before the next paint. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

it('runs the script of a control a client-side navigation brings, from the file beside its own', async () => {
  document.body.innerHTML = `<section><button ${controlAttributes.carousel}="1" disabled>›</button></section>`;
  await observed();
  expect(requested()).toEqual([sources.carousel]);
});

it('registers the service worker the loader’s element names, and fetches the other controls’ code, once the page has loaded', async () => {
  // The idle task after the test document's load (a timer where jsdom has no idle callbacks).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(register).toHaveBeenCalledWith('/service-worker.js');
  expect(jest.mocked(window.fetch).mock.calls.map(([url]) => url)).toContain(sources.filter);
});
