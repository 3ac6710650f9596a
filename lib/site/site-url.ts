/**
 * The site's public address, resolved once for every reader: lib/site/env.ts (canonical and hreflang
 * links, Open Graph, JSON-LD, sitemap.xml, robots.txt, the CV's links) and next.config.ts, which hands the
 * result to Next as NEXT_PUBLIC_SITE_URL. Kept free of `@/` imports: next.config.ts loads it before the
 * aliases resolve.
 *
 * NEXT_PUBLIC_SITE_URL wins when it is set (the GitHub Pages workflow sets it). Otherwise a host that
 * gives its production address in its build variables supplies it. A preview or branch deploy gets the
 * production address too: its canonical links must name the page a search engine should index, never
 * the preview itself.
 */

export type EnvSource = Record<string, string | undefined>;

type Host = {
  name: string;
  /** The host's own build variable that says the build runs there. */
  detected: (source: EnvSource) => boolean;
  /** The production address the host gives, when it gives one. */
  productionUrl: (source: EnvSource) => string | undefined;
  /** Why the host's variables did not do, and where its settings declare NEXT_PUBLIC_SITE_URL. */
  missing: string;
};

const hosts: Host[] = [
  {
    // https://docs.netlify.com/build/configure-builds/environment-variables/ : NETLIFY is "always true";
    // URL is "the main address to your site", its Netlify subdomain or its custom domain, in every deploy
    // context (CONTEXT: production, deploy-preview, branch-deploy); DEPLOY_PRIME_URL would be the preview's own.
    name: 'Netlify',
    detected: (source) => source.NETLIFY === 'true',
    productionUrl: (source) => source.URL,
    missing: 'Netlify n’a pas donné l’adresse du site (variable URL vide) : déclarez NEXT_PUBLIC_SITE_URL dans Site configuration → Environment variables',
  },
  {
    // https://vercel.com/docs/environment-variables/system-environment-variables : VERCEL is 1 when the
    // system variables are exposed (the project's default); VERCEL_PROJECT_PRODUCTION_URL is the shortest
    // production domain, "always set, even in preview deployments", without its https:// scheme.
    name: 'Vercel',
    detected: (source) => source.VERCEL === '1',
    productionUrl: (source) => source.VERCEL_PROJECT_PRODUCTION_URL && `https://${source.VERCEL_PROJECT_PRODUCTION_URL}`,
    missing:
      'Vercel n’a pas donné l’adresse de production (VERCEL_PROJECT_PRODUCTION_URL vide) : déclarez NEXT_PUBLIC_SITE_URL dans Settings → Environment Variables',
  },
  {
    // https://developers.cloudflare.com/pages/configuration/build-configuration/#environment-variables :
    // CF_PAGES is 1; CF_PAGES_URL is the URL "of the current deployment", never the site's own address.
    name: 'Cloudflare Pages',
    detected: (source) => source.CF_PAGES === '1',
    productionUrl: () => undefined,
    missing:
      'Cloudflare Pages ne donne que l’adresse de chaque déploiement (CF_PAGES_URL) : déclarez NEXT_PUBLIC_SITE_URL (https://<projet>.pages.dev ou votre domaine) dans Settings → Environment variables',
  },
];

/** The host the build runs on, by its own variables; never by CI, which the project's own tests set too. */
export function deployHost(source: EnvSource): Host | undefined {
  return hosts.find((host) => host.detected(source));
}

/** The public address, without a final slash, or undefined when nothing gives it. */
export function resolveSiteUrl(source: EnvSource): string | undefined {
  const url = source.NEXT_PUBLIC_SITE_URL || deployHost(source)?.productionUrl(source);
  return url ? url.replace(/\/+$/, '') : undefined;
}

/**
 * The line that stops a build on a host that gave no address: a deploy would publish localhost in
 * every absolute link. Undefined elsewhere, where a local or test build only warns (siteUrlWarning).
 */
export function missingSiteUrl(source: EnvSource): string | undefined {
  const host = deployHost(source);
  if (!host || resolveSiteUrl(source)) return undefined;
  return `${host.missing}, puis relancez le déploiement.`;
}
