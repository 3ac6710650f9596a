import type { AudienceProvider } from '@/lib/content/content-schema';
import type { DataAttribute } from '../data-attributes';

/**
 * What the audience script (lib/browser/page-scripts/audience.ts) is told by its own <script> element,
 * which the post-build step writes only when the owner names a service (content/site.ts `audience`):
 * the service, its address and the site's name there, and whether paths keep the filter's parameters.
 */
export type AudienceConfig = {
  provider: AudienceProvider;
  /** The service's address, without a final slash: https://plausible.io, https://stats.exemple.fr/umami. */
  address: string;
  siteId?: string;
  keepFilter: boolean;
};

/** The attribute of the audience script's own <script> that carries its AudienceConfig, as JSON. */
export const AUDIENCE_ATTRIBUTE = 'data-audience' satisfies DataAttribute;

/**
 * The legal notice's objection switch (components/legal/AudienceSection.tsx): a checkbox, disabled in
 * the HTML, that the audience script enables and keeps in step with the visitor's stored choice.
 */
export const OBJECTION_ATTRIBUTE = 'data-audience-objection' satisfies DataAttribute;

/** The localStorage key of a visitor's objection: the one thing measurement stores, and only when they object. */
export const OBJECTION_STORAGE_KEY = 'audience-objection';

/** Where each service takes a page view, under its address (each one's documented event API). */
export const eventPaths: Record<AudienceProvider, string> = {
  plausible: '/api/event',
  umami: '/api/send',
  goatcounter: '/count',
};
