import type { SiteLanguages, SiteSettings } from '@/lib/content/content-schema';
import { site as ownerSite } from '../../content/site';

// Named re-exports: a module that only re-exports with `*` shows no names to Node's ES module loader.
export { siteIcon } from '../../content/site';

/** The owner's site in French only: no /en page, no language switch, no alternate link. */
export const languages: SiteLanguages = ['fr'];

/**
 * And without the service worker: the build ships the one that removes it from returning visitors.
 * The audience is measured with a self-hosted Umami under a sub-path, the filter's parameters dropped
 * from the paths (e2e/audience.spec.ts answers for it).
 */
export const site: SiteSettings = {
  ...ownerSite,
  serviceWorker: false,
  audience: {
    provider: 'umami',
    address: 'https://stats.umami.example/umami',
    siteId: '0f4c2a3e-6b1d-4e8a-9c7f-2d5b8e1a3c60',
    retentionMonths: 25,
  },
};
