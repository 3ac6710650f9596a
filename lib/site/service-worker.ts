import { site } from '@/content/site';
import { env } from './env';

/** Whether the owner keeps the site's service worker (content/site.ts `serviceWorker`, on unless false). */
export const serviceWorkerOn = site.serviceWorker !== false;

/**
 * Whether pages register it: not under `next dev`, where a worker registered on localhost would stay
 * there for the developer's other projects.
 */
export const registersServiceWorker = serviceWorkerOn && env.production;
