import type { SiteLanguages } from '@/lib/content/content-schema';

// Named re-exports: a module that only re-exports with `*` shows no names to Node's ES module loader.
export { site, siteIcon } from '../../content/site';

/** The owner's site in French only: no /en page, no language switch, no alternate link. */
export const languages: SiteLanguages = ['fr'];
