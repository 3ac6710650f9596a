import { immutableCache, immutablePaths, securityHeaders, sitePolicies, type Header, type SecurityPolicies } from './security-headers';

/**
 * What each host is sent, from lib/build/security-headers.ts. Every host serves clean URLs
 * (/projets → projets.html), without a trailing slash, and answers unknown paths with 404.html.
 *
 * - Netlify and Cloudflare Pages read `_headers` from the published folder, one rule per path: the build
 *   writes out/_headers (scripts/finalize-export.mts), the site-wide headers on every path, then each
 *   page's own policy on its address. A page's address matches both rules: Cloudflare joins the two
 *   policies with a comma, and browsers enforce both; Netlify keeps the later rule's, the page's. Either
 *   way the page's own policy holds, and the site-wide one blocks nothing it allows. An unknown address
 *   (the 404 page) gets the site-wide one, its <meta> the rest.
 * - nginx: deploy/nginx.conf maps the file it serves to that page's policy, through out/_headers.nginx,
 *   which the build writes too.
 * - Vercel reads vercel.json before the build, so no per-page policy: the site-wide one, each page's
 *   <meta> adding its hashes. (Its Build Output API would take routes written by the build, but it
 *   replaces Vercel's own handling of a static folder, clean URLs and the 404 page included, with routes
 *   of ours that nothing here can test.)
 * - The local server (scripts/serve-export.mts) applies out/_headers as Cloudflare does, so the
 *   end-to-end tests check the header the build wrote.
 * - GitHub Pages sends no header: each page's <meta> applies, without frame-ancestors.
 *
 * The static files (serve.json, vercel.json, deploy/nginx.conf) are written by `npm run hosts`
 * (scripts/write-host-configs.mts); lib/build/host-configs.test.ts checks the committed ones.
 */

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The local server's settings (serve-handler, the core of the `serve` package); the headers come from out/_headers. */
export function serveJson(): string {
  return json({ public: 'out', cleanUrls: true, trailingSlash: false, directoryListing: false });
}

export function vercelJson(policies: SecurityPolicies = sitePolicies): string {
  return json({
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    installCommand: 'npm install',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: policies.securityHeaders },
      ...immutablePaths.map((folder) => ({ source: `${folder}(.*)`, headers: [immutableCache] })),
    ],
  });
}

/** A page of the export: its file under the export folder ("projets/portfolio.html") and its header policy. */
export type PageHeader = { file: string; policy: string };

/** One rule of a `_headers` file: an address, exact or ending in a `*` that matches any rest. */
export type HeaderRule = { path: string; headers: Header[] };

/** The addresses a page is requested at: its clean URL, the bare base path (and with its slash) for the home page. */
export function pageAddresses(file: string, basePath: string): string[] {
  const page = file.split('\\').join('/').replace(/\.html$/, '');
  if (page !== 'index') return [`${basePath}/${page}`];
  return basePath ? [basePath, `${basePath}/`] : ['/'];
}

const CSP = 'Content-Security-Policy';

/** The rules of out/_headers: the site-wide headers first, then each page's own policy (see above why in this order). */
export function headerRules(pages: PageHeader[], basePath: string): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders },
    ...immutablePaths.map((folder) => ({ path: `${basePath}${folder}*`, headers: [immutableCache] })),
    ...pages.flatMap(({ file, policy }) => pageAddresses(file, basePath).map((path) => ({ path, headers: [{ key: CSP, value: policy }] }))),
  ];
}

/** out/_headers, for Netlify and Cloudflare Pages. */
export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...headers.map(({ key, value }) => `  ${key}: ${value}`)].join('\n'));
  return `# Response headers for Netlify and Cloudflare Pages, written by the build (lib/build/host-configs.ts).\n${blocks.join('\n')}\n`;
}

/** The rules of a `_headers` file, as the local server reads the one the build wrote. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0 || rules.length === 0) throw new Error(`_headers : ligne illisible « ${line.trim()} ».`);
    rules.at(-1)!.headers.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

/**
 * The headers a request for `path` gets, as Cloudflare Pages documents it: every matching rule's, in
 * file order, a header given twice joined with a comma.
 */
export function headersFor(rules: HeaderRule[], path: string): Header[] {
  const found = new Map<string, Header>();
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
    if (!matches) continue;
    for (const { key, value } of rule.headers) {
      const known = found.get(key.toLowerCase());
      found.set(key.toLowerCase(), known ? { key: known.key, value: `${known.value}, ${value}` } : { key, value });
    }
  }
  return [...found.values()];
}

/** Cloudflare Pages' limits on `_headers` (https://developers.cloudflare.com/pages/configuration/headers/). */
const CLOUDFLARE = { rules: 100, lineLength: 2000 };

/** The warning when out/_headers passes Cloudflare Pages' limits: pages past them keep the site-wide header and their <meta>. */
export function cloudflareLimitsProblem(rules: HeaderRule[]): string | undefined {
  const longest = Math.max(...headersFile(rules).split('\n').map((line) => line.length));
  if (rules.length <= CLOUDFLARE.rules && longest <= CLOUDFLARE.lineLength) return undefined;
  return (
    `⚠ _headers dépasse les limites de Cloudflare Pages (${rules.length} règles pour ${CLOUDFLARE.rules}, une ligne de ${longest} caractères ` +
    `pour ${CLOUDFLARE.lineLength}) : les pages en trop n’y auront en en-tête que la politique commune, leur <meta> gardant la leur.`
  );
}

/** out/_headers.nginx: the body of deploy/nginx.conf's map, from the file nginx serves to its page's policy. */
export function nginxPolicyMap(pages: PageHeader[], basePath: string): string {
  const lines = pages.map(({ file, policy }) => `"${basePath}/${file.split('\\').join('/')}" "${policy}";`);
  return `# Each page's Content-Security-Policy for deploy/nginx.conf, written by the build (lib/build/host-configs.ts).\n${lines.join('\n')}\n`;
}

export function nginxConf(policies: SecurityPolicies = sitePolicies): string {
  const otherHeaders = policies.securityHeaders.filter(({ key }) => key !== CSP);
  const nginxHeaders = otherHeaders.map(({ key, value }) => `    add_header ${key} "${value}" always;`).join('\n');
  return `# nginx for the static export (out/): clean URLs, the site's 404 page, and the site's headers.
# Written by \`npm run hosts\` from lib/build/security-headers.ts: edit that file, not the headers here.
# Goes in the http context, e.g. /etc/nginx/conf.d/portfolio.conf (the maps below must be there,
# outside the server block). Add TLS (listen 443 ssl, certificates) as for any other site.

# Room in the maps' tables for long page addresses (out/_headers.nginx). nginx takes it only before the
# first map of the http context: if another file there has one, move this line before it.
map_hash_bucket_size 128;

# The long cache applies to ${immutablePaths.join(' and ')} only (their addresses carry a content hash).
# Set through a variable rather than a location with its own add_header: such a location would stop
# inheriting the security headers below. An empty value sends no header.
map $uri $portfolio_cache_control {
    default "";
${immutablePaths.map((folder) => `    ~${folder} "${immutableCache.value}";`).join('\n')}
}

# Each page's own Content-Security-Policy, with the hashes of its inline code: \`npm run build\` writes
# them in out/_headers.nginx, by the file served ($uri once try_files has found it: /projets.html, and
# /404.html for an unknown address). Any other file gets the site-wide policy.
map $uri $portfolio_csp {
    default "${policies.sitewidePolicy}";
    include /var/www/portfolio/out/_headers.nginx;
}

server {
    listen 80;
    listen [::]:80;
    server_name exemple.fr;

    # The folder that \`npm run build\` produced.
    root /var/www/portfolio/out;

    # Redirects keep the visitor's host and scheme (right behind a proxy or on another port).
    absolute_redirect off;

    # \`always\` also sends them with the 404 page.
    add_header Content-Security-Policy $portfolio_csp always;
${nginxHeaders}
    add_header Cache-Control $portfolio_cache_control always;

    gzip on;
    gzip_vary on;
    gzip_types text/plain text/css application/javascript application/json image/svg+xml application/xml;

    # The site links to /projets, never /projets/: one address per page.
    rewrite ^/(.+)/$ /$1 permanent;

    # Clean URLs: /projets is projets.html, / is index.html.
    location / {
        try_files $uri $uri.html \${uri}index.html =404;
    }

    # The other hosts' header files are the build's, not pages of the site.
    location ~ /_headers(\\.nginx)?$ {
        return 404;
    }

    error_page 404 /404.html;

    # --- Variant: a build with BASE_PATH=/portfolio, served at https://exemple.fr/portfolio ---
    # Replace the rewrite, \`location /\` and error_page above with the lines below; \`root\` then serves
    # the rest of the domain. The site's home link is /portfolio, without a slash. The build writes the
    # addresses of out/_headers.nginx with the base path.
    #
    # rewrite ^/portfolio/(.+)/$ /portfolio/$1 permanent;
    # location = /portfolio {
    #     rewrite ^ /portfolio/ last;
    # }
    # location /portfolio/ {
    #     alias /var/www/portfolio/out/;
    #     try_files $uri $uri.html \${uri}index.html =404;
    # }
    # error_page 404 /portfolio/404.html;
}
`;
}

/**
 * Every file `npm run hosts` writes, by its path in the repository, from the site's policies: an owner
 * who switches audience measurement on or off runs it again (the policy's connect-src names the service).
 */
export const hostFiles: Record<string, (policies?: SecurityPolicies) => string> = {
  'serve.json': serveJson,
  'vercel.json': vercelJson,
  'deploy/nginx.conf': nginxConf,
};

/**
 * The build's warning when the committed host files no longer follow the site's policies: the owner
 * switched audience measurement on or off (or changed its service) since `npm run hosts`.
 */
export function staleHostFilesWarning(read: (file: string) => string | undefined): string | undefined {
  const stale = Object.keys(hostFiles).filter((file) => read(file) !== hostFiles[file]());
  if (stale.length === 0) return undefined;
  return `⚠ Fichiers d’hébergeurs en retard sur la mesure d’audience de content/site.ts (${stale.join(', ')}) : lancez npm run hosts, puis publiez-les avec le site.`;
}
