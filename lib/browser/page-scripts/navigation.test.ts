import { disconnectObserversAfterAll } from '@/lib/test/observers';
import { CONTROL_SCRIPT_ATTRIBUTE, CONTROL_SOURCES_ATTRIBUTE, controlAttributes } from '../control-scripts';
import { SERVICE_WORKER_ATTRIBUTE } from '../service-worker/register';

// The navigation script as the loader requests it after the first paint: the loader's element gives the
// controls' addresses and the service worker's.
disconnectObserversAfterAll();

const sources = { filter: '/_scripts/filter.abc.js', carousel: '/_scripts/carousel.def.js' };
const register = jest.fn(() => Promise.resolve());

beforeAll(async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  window.fetch = jest.fn(() => Promise.resolve({ ok: false })) as unknown as typeof fetch;
  const loader = document.createElement('script');
  loader.setAttribute(CONTROL_SOURCES_ATTRIBUTE, JSON.stringify(sources));
  loader.setAttribute(SERVICE_WORKER_ATTRIBUTE, '/service-worker.js');
  document.body.append(loader);
  await import('./navigation');
});

const requested = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${CONTROL_SCRIPT_ATTRIBUTE}]`)].map((script) => script.getAttribute('src'));
/** Lets the mutation observer run, as it does before the next paint. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

it('runs the script of a control a client-side navigation brings, from the address the loader’s element gives', async () => {
  document.body.innerHTML = `<section><button ${controlAttributes.carousel}="1" disabled>›</button></section>`;
  await observed();
  expect(requested()).toEqual([sources.carousel]);
});

it('registers the service worker the loader’s element names, and fetches the other controls’ code, once the page has loaded', async () => {
  expect(register).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  // The idle task after load (a timer where jsdom has no idle callbacks).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(register).toHaveBeenCalledWith('/service-worker.js');
  expect(jest.mocked(window.fetch).mock.calls.map(([url]) => url)).toEqual([sources.filter]);
});
