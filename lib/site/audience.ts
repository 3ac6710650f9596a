import { site } from '@/content/site';
import type { AudienceSettings } from '@/lib/content/content-schema';
import type { AudienceConfig } from '@/lib/browser/audience/settings';

/**
 * The owner's audience measurement (content/site.ts `audience`), for the build: off when absent, and
 * then the site is exactly what it is without it (no script, no policy entry, no legal section).
 */
export const audience: AudienceSettings | undefined = site.audience;

/** What the audience script's element tells it (lib/browser/audience/settings.ts). */
export function audienceConfig(settings: AudienceSettings): AudienceConfig {
  return {
    provider: settings.provider,
    address: settings.address.replace(/\/+$/, ''),
    ...(settings.siteId === undefined ? {} : { siteId: settings.siteId }),
    keepFilter: settings.keepFilter === true,
  };
}

/** The origin the pages may connect to for it (their CSP's connect-src), or none. */
export const audienceOrigin = (settings: AudienceSettings | undefined): string | undefined => (settings ? new URL(settings.address).origin : undefined);

/** The services' names, as their makers write them: the legal notice names the one the site uses. */
export const providerNames: Record<AudienceSettings['provider'], string> = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
  goatcounter: 'GoatCounter',
};
