import { immutableCache, immutablePaths, securityHeaders, sitePolicies, type Header, type SecurityPolicies } from './security-headers';

/**
 * What each host is sent, from lib/build/security-headers.ts. Every host serves clean URLs
 * (/projets → projets.html), without a trailing slash, and answers unknown paths with 404.html.
 *
 * Every host sends the same headers with every response: the site-wide policy (frame-ancestors, which
 * only works as a header, and every directive but those deciding which inline code runs), and the other
 * security headers. Each page's own policy, with the hashes of its inline code, is its <meta>: browsers
 * enforce both, on every host. Not as a header too: that copy added 2.2 KB to each page's first response,
 * past the first round trip of a new connection on four pages, and a line of over 2,000 characters, which
 * Cloudflare Pages does not take (docs/architecture.md, Sécurité).
 *
 * - Netlify and Cloudflare Pages read `_headers` from the published folder: the build writes out/_headers
 *   (scripts/finalize-export.mts), whose addresses carry the base path.
 * - nginx: deploy/nginx.conf.
 * - Vercel reads vercel.json before the build.
 * - The local server (scripts/serve-export.mts) applies out/_headers as Cloudflare does, so the
 *   end-to-end tests check the headers the build wrote.
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

/** One rule of a `_headers` file: an address, exact or ending in a `*` that matches any rest. */
export type HeaderRule = { path: string; headers: Header[] };

/** The rules of out/_headers: the site-wide headers on every address, the long cache on the addresses that carry a hash. */
export function headerRules(basePath: string): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders },
    ...immutablePaths.map((folder) => ({ path: `${basePath}${folder}*`, headers: [immutableCache] })),
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

export function nginxConf(policies: SecurityPolicies = sitePolicies): string {
  const nginxHeaders = policies.securityHeaders.map(({ key, value }) => `    add_header ${key} "${value}" always;`).join('\n');
  return `# nginx for the static export (out/): clean URLs, the site's 404 page, and the site's headers.
# Written by \`npm run hosts\` from lib/build/security-headers.ts: edit that file, not the headers here.
# Goes in the http context, e.g. /etc/nginx/conf.d/portfolio.conf (the map below must be there,
# outside the server block). Add TLS (listen 443 ssl, certificates) as for any other site.

# The long cache applies to ${immutablePaths.join(' and ')} only (their addresses carry a content hash).
# Set through a variable rather than a location with its own add_header: such a location would stop
# inheriting the security headers below. An empty value sends no header.
map $uri $portfolio_cache_control {
    default "";
${immutablePaths.map((folder) => `    ~${folder} "${immutableCache.value}";`).join('\n')}
}

server {
    listen 80;
    listen [::]:80;
    server_name exemple.fr;

    # The folder that \`npm run build\` produced.
    root /var/www/portfolio/out;

    # Redirects keep the visitor's host and scheme (right behind a proxy or on another port).
    absolute_redirect off;

    # \`always\` also sends them with the 404 page. Each page's <meta> adds its own policy.
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

    # The other hosts' header file is the build's, not a page of the site.
    location ~ /_headers$ {
        return 404;
    }

    error_page 404 /404.html;

    # --- Variant: a build with BASE_PATH=/portfolio, served at https://exemple.fr/portfolio ---
    # Replace the rewrite, \`location /\` and error_page above with the lines below; \`root\` then serves
    # the rest of the domain. The site's home link is /portfolio, without a slash.
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
