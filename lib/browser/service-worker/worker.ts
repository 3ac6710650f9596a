// The site's service worker, served as /service-worker.js (bundled from this module by the build,
// lib/build/page-scripts.ts) and registered by the navigation script once a page has loaded (register.ts).
// It answers one kind of request only: a navigation's content, with the content the visitor's intent
// started (intent-payload.ts). It stores nothing, and stays only where the browser has static routes:
// every other request then goes to the network without starting it, as if there were no worker.
import { PendingPayloads, payloadAction } from './intent-payload';
import { unregister, worker, type ExtendableEvent } from './worker-scope';

/**
 * Whether this browser sends what the worker does not answer on without starting it. Where it cannot
 * (Safari and Firefox today, Chrome before 127), a worker in control would stand in front of every
 * request, pages included, for one tap's gain: there it steps aside.
 */
let routed = true;

worker.addEventListener('install', (event) => {
  // A new worker takes over at once: it keeps nothing that an older one would need to finish with.
  void worker.skipWaiting();
  // Only HEAD requests and pages' contents (.txt) may need the worker; Next's segment files, pages,
  // scripts and images skip it. The first rule that matches a request decides.
  const rules = event.addRoutes?.([
    { condition: { urlPattern: { pathname: '*/__next.*' } }, source: 'network' },
    { condition: { not: { or: [{ requestMethod: 'HEAD' }, { urlPattern: { pathname: '*.txt' } }] } }, source: 'network' },
  ]);
  event.waitUntil(
    (rules ?? Promise.reject(new Error('no static routes'))).catch(() => {
      routed = false;
      unregister();
    }),
  );
});

// The page that registered the worker is controlled at once: its next tap is served.
worker.addEventListener('activate', (event) => {
  if (routed) event.waitUntil(worker.clients.claim());
});

const pending = new PendingPayloads<Promise<Response>>();

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const action = payloadAction(request.method, request.url, location.origin);
  if (action?.kind === 'start') {
    pending.start(action.payload, () => startPayload(action.payload, event), Date.now());
  } else if (action?.kind === 'take') {
    const started = pending.take(action.payload, Date.now());
    if (started) event.respondWith(started.then((response) => answer(response, request), () => fetch(request)));
  }
});

/** Fetches a content, keeping the worker alive until it has come (an unused one is dropped quietly). */
function startPayload(payload: string, event: ExtendableEvent): Promise<Response> {
  const response = fetch(payload);
  event.waitUntil(response.catch(() => undefined));
  return response;
}

/**
 * The navigation's answer: the started content, as a response to the navigation's own address (Next
 * reads the page's address from its response's). A redirected content is dropped and asked for again
 * by the navigation's own request, so that Next sees the redirect as it would without the worker.
 */
function answer(response: Response, request: Request): Response | Promise<Response> {
  if (response.redirected) {
    void response.body?.cancel();
    return fetch(request);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
