import type { SiteLanguages } from '@/lib/content/content-schema';

export * from '../../content/site';

/** The owner's site in French only: no /en page, no language switch, no alternate link. */
export const languages: SiteLanguages = ['fr'];
