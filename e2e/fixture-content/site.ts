import type { SiteSettings } from '@/lib/content/content-schema';
import { site as ownerSite } from '../../content/site';

// Named re-exports: a module that only re-exports with `*` shows no names to Node's ES module loader.
export { languages } from '../../content/site';

/**
 * The second owner measures the audience with Plausible, at an address of its own that no network
 * knows (.example): the end-to-end tests answer for it (e2e/audience.spec.ts), and keep the filter's
 * parameters in the paths.
 */
export const site: SiteSettings = {
  ...ownerSite,
  audience: { provider: 'plausible', address: 'https://plausible.example', siteId: 'second-proprietaire.example', retentionMonths: 13, keepFilter: true },
};

/** The second owner's own icon: a PNG (the owner's is an SVG), round, in other colours (its background: palette.ts). */
export const siteIcon = { fichier: 'icone.png' };
