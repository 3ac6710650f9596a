import { site } from '@/content/site';

/** Whether the owner keeps the site's service worker (content/site.ts `serviceWorker`, on unless false). */
export const serviceWorkerOn = site.serviceWorker !== false;
