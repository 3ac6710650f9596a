import { immutableCache, securityHeaders, type Header } from './security-headers';

/**
 * Each host's configuration file, written from lib/build/security-headers.ts by `npm run hosts`
 * (scripts/write-host-configs.mts). Every host serves clean URLs (/projets → projets.html), without a
 * trailing slash, and answers unknown paths with 404.html.
 */

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The local server's configuration (serve-handler, the core of the `serve` package). */
export function serveJson(): string {
  return json({
    public: 'out',
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**', headers: securityHeaders },
      { source: '_next/static/**', headers: [immutableCache] },
    ],
  });
}

export function vercelJson(): string {
  return json({
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    installCommand: 'npm install',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: securityHeaders },
      { source: '/_next/static/(.*)', headers: [immutableCache] },
    ],
  });
}

const headerLines = (headers: Header[]) => headers.map(({ key, value }) => `  ${key}: ${value}`).join('\n');

/** Netlify and Cloudflare Pages read public/_headers, which the build copies into out/. */
export function headersFile(): string {
  return `# Response headers for Netlify and Cloudflare Pages (copied into out/ by the build).
# Written by \`npm run hosts\` from lib/build/security-headers.ts: edit that file, not this one.
/*
${headerLines(securityHeaders)}

# File names under _next/static carry a content hash: they never change.
/_next/static/*
${headerLines([immutableCache])}
`;
}

const nginxHeaders = securityHeaders.map(({ key, value }) => `    add_header ${key} "${value}" always;`).join('\n');

export function nginxConf(): string {
  return `# nginx for the static export (out/): clean URLs, the site's 404 page, and the site's headers.
# Written by \`npm run hosts\` from lib/build/security-headers.ts: edit that file, not the headers here.
# Goes in the http context, e.g. /etc/nginx/conf.d/portfolio.conf (the map below must be there,
# outside the server block). Add TLS (listen 443 ssl, certificates) as for any other site.

# The long cache applies to /_next/static/ only (file names carry a content hash). Set through a
# variable rather than a location with its own add_header: such a location would stop inheriting the
# security headers below. An empty value sends no header.
map $uri $portfolio_cache_control {
    default "";
    ~/_next/static/ "${immutableCache.value}";
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
${nginxHeaders}
    add_header Cache-Control $portfolio_cache_control always;

    gzip on;
    gzip_vary on;
    gzip_types text/plain text/css application/javascript application/json image/svg+xml application/xml;

    # The site links to /projets, never /projets/: one address per page.
    rewrite ^/(.+)/$ /$1 permanent;

    # Clean URLs: /projets is projets.html.
    location / {
        try_files $uri $uri.html $uri/index.html =404;
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
    #     try_files $uri $uri.html $uri/index.html =404;
    # }
    # error_page 404 /portfolio/404.html;
}
`;
}

/** Every generated file, by its path in the repository. */
export const hostFiles: Record<string, () => string> = {
  'serve.json': serveJson,
  'vercel.json': vercelJson,
  'public/_headers': headersFile,
  'deploy/nginx.conf': nginxConf,
};
