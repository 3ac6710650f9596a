import { missingEmailSettings, type EmailSettings } from '@/lib/browser/contact';
import { missingSiteUrl, resolveSiteUrl, type EnvSource } from './site-url';

/**
 * The settings that come from the environment (.env.local, or the host's build variables): read and
 * checked here, imported from here by the rest of the code. Each variable is read by its literal name,
 * so that Next writes the NEXT_PUBLIC_ ones into the client code. next.config.ts, loaded before the
 * `@/` aliases resolve, reads BASE_PATH itself and hands it on as NEXT_PUBLIC_BASE_PATH; `envProblems` checks it first.
 */
export type EnvSettings = {
  /** Public address of the site, without the base path nor a final slash. */
  siteUrl: string;
  /** Sub-path the site is served under: "" at the root of the domain, "/portfolio" on a GitHub project page. */
  basePath: string;
  emailjs: EmailSettings;
  /** A build for visitors (next build), not `next dev`. */
  production: boolean;
};

const DEFAULT_SITE_URL = 'http://localhost:3000';

export const env: EnvSettings = {
  // The host's variables may give the address (lib/site/site-url.ts). NEXT_PUBLIC_SITE_URL is also read by
  // its literal name, which Next replaces everywhere with what next.config.ts resolved the same way.
  siteUrl: resolveSiteUrl({ ...process.env, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL }) ?? DEFAULT_SITE_URL,
  basePath: process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '',
  emailjs: {
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
    templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
  },
  production: process.env.NODE_ENV === 'production',
};

/** What is wrong with the settings, one French line each, with what to write instead. */
export function envProblems(source: EnvSource = process.env): string[] {
  const problems: string[] = [];
  const missing = missingSiteUrl(source);
  if (missing) problems.push(missing);
  const siteUrl = source.NEXT_PUBLIC_SITE_URL;
  if (siteUrl) {
    let url: URL | undefined;
    try {
      url = new URL(siteUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
      problems.push(
        `NEXT_PUBLIC_SITE_URL « ${siteUrl} » doit être l’adresse du domaine seule, par exemple https://exemple.fr ` +
          '(un sous-chemin se déclare dans BASE_PATH).',
      );
    }
  }
  const basePath = source.BASE_PATH ?? '';
  if (basePath !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(basePath)) {
    problems.push(`BASE_PATH « ${basePath} » doit commencer par « / » et ne pas finir par « / », par exemple /portfolio (ou rester vide).`);
  }
  return problems;
}

/**
 * The warning of a build without the site's address anywhere but on a host (there envProblems stops it):
 * fine to try the site locally, not to publish it.
 */
export function siteUrlWarning(source: EnvSource = process.env): string | undefined {
  if (resolveSiteUrl(source) || missingSiteUrl(source)) return undefined;
  return (
    `⚠ NEXT_PUBLIC_SITE_URL non défini : les adresses absolues (liens canoniques, aperçus de liens, plan du site, liens du CV) ` +
    `pointent vers ${DEFAULT_SITE_URL}. Déclarez l’adresse publique (voir .env.example) avant de publier.`
  );
}

/** The build's warning when the contact form cannot send: it then ships disabled, with the e-mail address. */
export function emailWarning(settings: EmailSettings): string | undefined {
  const missing = missingEmailSettings(settings);
  if (missing.length === 0) return undefined;
  return (
    `⚠ Formulaire de contact désactivé : ${missing.join(', ')} non défini${missing.length > 1 ? 's' : ''}. ` +
    'Renseignez ces variables (voir .env.example) puis reconstruisez le site.'
  );
}
