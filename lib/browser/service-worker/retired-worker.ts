// What the build serves as /service-worker.js when the owner switches the service worker off
// (content/site.ts `serviceWorker: false`): no page registers it, but a visitor who has the site's worker
// from an earlier visit gets this one at the browser's next update check, which takes over and removes
// the registration. It answers no request.
import { unregister, worker } from './worker-scope';

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', unregister);
