import type { SiteLanguages, SiteSettings } from '@/lib/content/content-schema';
import { site as ownerSite } from '../../content/site';

// Named re-exports: a module that only re-exports with `*` shows no names to Node's ES module loader.
export { siteIcon } from '../../content/site';

/** The owner's site in French only: no /en page, no language switch, no alternate link. */
export const languages: SiteLanguages = ['fr'];

/** And without the service worker: the build ships the one that removes it from returning visitors. */
export const site: SiteSettings = { ...ownerSite, serviceWorker: false };
