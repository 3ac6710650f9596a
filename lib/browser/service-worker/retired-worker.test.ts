/** @jest-environment node */
// The worker shipped when the owner switches the site's off, run as a browser runs it.
export {};

const events = new EventTarget();
const skipWaiting = jest.fn(() => Promise.resolve());
const claim = jest.fn(() => Promise.resolve());
const unregister = jest.fn(() => Promise.resolve(true));

beforeAll(async () => {
  Object.assign(globalThis, { clients: { claim }, registration: { unregister }, skipWaiting, addEventListener: events.addEventListener.bind(events) });
  await import('./retired-worker');
});

it('replaces the site’s worker at once, then removes the registration without taking any page', () => {
  events.dispatchEvent(new Event('install'));
  expect(skipWaiting).toHaveBeenCalled();
  events.dispatchEvent(new Event('activate'));
  expect(unregister).toHaveBeenCalledTimes(1);
  expect(claim).not.toHaveBeenCalled();
});

it('answers no request', () => {
  const fetchEvent = Object.assign(new Event('fetch'), { respondWith: jest.fn() });
  events.dispatchEvent(fetchEvent);
  expect(fetchEvent.respondWith).not.toHaveBeenCalled();
});
