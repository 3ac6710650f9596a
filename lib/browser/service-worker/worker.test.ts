/** @jest-environment node */
// The worker module run as a browser runs it: its listeners on the global scope, events dispatched to
// them, fetch standing for the network. Node has Request, Response and EventTarget, as a worker does.

export {};

const siteOrigin = 'https://exemple.fr';
const site = `${siteOrigin}/`;
const network = jest.fn<Promise<Response>, [RequestInfo | URL]>();
const events = new EventTarget();
const skipWaiting = jest.fn(() => Promise.resolve());
const claim = jest.fn(() => Promise.resolve());
const unregister = jest.fn(() => Promise.resolve(true));

/** An event as the browser hands it to a worker, recording what the worker answers and waits for. */
class WorkerEvent extends Event {
  waits: Promise<unknown>[] = [];
  answer: Promise<Response> | undefined;
  addRoutes = jest.fn<Promise<void>, [unknown]>(() => Promise.resolve());
  constructor(
    type: string,
    readonly request?: Request,
  ) {
    super(type);
  }
  waitUntil(promise: Promise<unknown>) {
    this.waits.push(promise);
  }
  respondWith(response: Promise<Response>) {
    this.answer = response;
  }
}

function dispatch(type: string, request?: Request): WorkerEvent {
  const event = new WorkerEvent(type, request);
  events.dispatchEvent(event);
  return event;
}

beforeAll(async () => {
  Object.assign(globalThis, {
    location: { origin: siteOrigin },
    clients: { claim },
    registration: { unregister },
    skipWaiting,
    fetch: network,
    addEventListener: events.addEventListener.bind(events),
  });
  await import('./worker');
});

beforeEach(() => network.mockReset());

it('takes over at once, and lets pages, scripts and images skip it where static routes exist', async () => {
  const install = dispatch('install');
  expect(skipWaiting).toHaveBeenCalled();
  expect(install.addRoutes).toHaveBeenCalledWith([
    { condition: { urlPattern: { pathname: '*/__next.*' } }, source: 'network' },
    { condition: { not: { or: [{ requestMethod: 'HEAD' }, { urlPattern: { pathname: '*.txt' } }] } }, source: 'network' },
  ]);
  expect(install.waits).toHaveLength(1);
  await Promise.all(install.waits);
  expect(unregister).not.toHaveBeenCalled();
  const activate = dispatch('activate');
  await Promise.all(activate.waits);
  expect(claim).toHaveBeenCalled();
});

it('steps aside where the browser has no static routes, or they do not take its rules: it removes its registration and controls no page', async () => {
  // Runs last of the install tests: a worker that stepped aside stays aside.
  const rejected = new WorkerEvent('install');
  rejected.addRoutes.mockImplementationOnce(() => Promise.reject(new TypeError('unknown condition')));
  events.dispatchEvent(rejected);
  await Promise.all(rejected.waits);
  expect(unregister).toHaveBeenCalledTimes(1);

  const withoutRoutes = new WorkerEvent('install');
  Object.defineProperty(withoutRoutes, 'addRoutes', { value: undefined });
  events.dispatchEvent(withoutRoutes);
  await Promise.all(withoutRoutes.waits);
  expect(unregister).toHaveBeenCalledTimes(2);

  claim.mockClear();
  const activate = dispatch('activate');
  await Promise.all(activate.waits);
  expect(claim).not.toHaveBeenCalled();
});

it('answers a navigation with the content the intent started, asked for once', async () => {
  network.mockResolvedValueOnce(new Response('contenu du projet', { headers: { 'content-type': 'text/plain' } }));
  const intent = dispatch('fetch', new Request(`${site}projets/un-projet`, { method: 'HEAD' }));
  expect(intent.answer).toBeUndefined();
  expect(network).toHaveBeenCalledWith(`${site}projets/un-projet.txt`);

  const navigation = dispatch('fetch', new Request(`${site}projets/un-projet.txt?_rsc=abc`));
  const response = await navigation.answer!;
  expect(await response.text()).toBe('contenu du projet');
  expect(response.headers.get('content-type')).toBe('text/plain');
  expect(network).toHaveBeenCalledTimes(1);
  await Promise.all(intent.waits);

  // The content was read once: the next navigation to the page asks the network itself.
  expect(dispatch('fetch', new Request(`${site}projets/un-projet.txt?_rsc=def`)).answer).toBeUndefined();
});

it('lets a navigation with no intent before it, and every other request, go to the network', () => {
  expect(dispatch('fetch', new Request(`${site}projets/autre.txt?_rsc=abc`)).answer).toBeUndefined();
  expect(dispatch('fetch', new Request(`${site}projets/autre`)).answer).toBeUndefined();
  expect(network).not.toHaveBeenCalled();
});

it('asks the network for the navigation when the started content failed or was redirected', async () => {
  const fromNetwork = new Response('depuis le réseau');
  network.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(fromNetwork);
  dispatch('fetch', new Request(`${site}projets/a`, { method: 'HEAD' }));
  const navigation = new Request(`${site}projets/a.txt?_rsc=abc`);
  expect(await dispatch('fetch', navigation).answer).toBe(fromNetwork);
  expect(network).toHaveBeenLastCalledWith(navigation);

  const redirected = new Response('ailleurs');
  Object.defineProperty(redirected, 'redirected', { value: true });
  network.mockResolvedValueOnce(redirected).mockResolvedValueOnce(fromNetwork);
  dispatch('fetch', new Request(`${site}projets/b`, { method: 'HEAD' }));
  expect(await dispatch('fetch', new Request(`${site}projets/b.txt?_rsc=abc`)).answer).toBe(fromNetwork);
});
