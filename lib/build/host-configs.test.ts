/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headerRules, headersFile, headersFor, hostFiles, nginxConf, vercelJson, parseHeadersFile, staleHostFilesWarning } from './host-configs';
import { immutableCache, pagePolicy, securityHeaders, securityPolicies, sitePolicies, sitewidePolicy } from './security-headers';
import { audience, audienceOrigin } from '@/lib/site/audience';
// The repository's own content/, whatever content the tests run on: the hosts' committed files are its.
import { site as repositorySite } from '../../content/site';

const read = (file: string) => readFileSync(path.join(__dirname, '..', '..', file), 'utf8');

const header = (key: string) => securityHeaders.find((entry) => entry.key === key)?.value;

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

const hashes = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };

/** What the pages may connect to: the site, EmailJS, and the audience service's origin when the content names one. */
const connectSources = ["'self' https://api.emailjs.com", audienceOrigin(audience)].filter(Boolean).join(' ');

describe('the security policy', () => {
  it('allows on a page only the site itself plus EmailJS (and the audience service if any), and its inline code by hash', () => {
    const csp = directives(pagePolicy(hashes));
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self' 'sha256-script'");
    expect(csp['style-src']).toBe("'self' 'sha256-style'");
    expect(csp['connect-src']).toBe(connectSources);
    expect(csp['object-src']).toBe("'none'");
  });

  it('names no other host without audience measurement, and only the service’s origin with it, page and site-wide alike', () => {
    const off = securityPolicies(undefined);
    const on = securityPolicies(audienceOrigin({ provider: 'umami', address: 'https://stats.exemple.fr/umami', siteId: 'c0ffee', retentionMonths: 13 }));
    expect(directives(off.pagePolicy(hashes))['connect-src']).toBe("'self' https://api.emailjs.com");
    expect(directives(off.sitewidePolicy)['connect-src']).toBe("'self' https://api.emailjs.com");
    for (const policy of [on.pagePolicy(hashes), on.sitewidePolicy]) {
      expect(directives(policy)['connect-src']).toBe("'self' https://api.emailjs.com https://stats.exemple.fr");
    }
    // Nothing else moves: the same policy but that one source.
    expect(on.pagePolicy(hashes).replace(' https://stats.exemple.fr', '')).toBe(off.pagePolicy(hashes));
    expect(vercelJson(on)).toContain("connect-src 'self' https://api.emailjs.com https://stats.exemple.fr");
    expect(nginxConf(on)).toContain("connect-src 'self' https://api.emailjs.com https://stats.exemple.fr");
    expect(nginxConf(off)).not.toContain('stats.exemple.fr');
    // This site's own follow its content.
    const own = securityPolicies(audienceOrigin(audience));
    expect(sitePolicies.pagePolicy(hashes)).toBe(own.pagePolicy(hashes));
    expect(sitePolicies.securityHeaders).toEqual(own.securityHeaders);
  });

  it('sends on every response a site-wide part that forbids framing and blocks none of a page’s own inline code', () => {
    const csp = directives(sitewidePolicy);
    expect(csp['default-src']).toBeUndefined();
    expect(csp['script-src']).toBeUndefined();
    expect(csp['style-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['connect-src']).toBe(connectSources);
    // Everything else it says, a page's <meta> says too, which cannot carry frame-ancestors.
    const page = directives(pagePolicy(hashes));
    expect(page['frame-ancestors']).toBeUndefined();
    for (const [name, sources] of Object.entries(csp)) if (name !== 'frame-ancestors') expect(page[name]).toBe(sources);
  });

  it('never allows inline code wholesale', () => {
    for (const policy of [sitewidePolicy, pagePolicy(hashes)]) {
      expect(policy).not.toContain('unsafe-inline');
    }
    expect(header('Content-Security-Policy')).toBe(sitewidePolicy);
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(immutableCache.value).toBe('public, max-age=31536000, immutable');
  });
});

describe('the hosts’ static files', () => {
  // Written for the repository's content/ (another content's tests check the same committed files).
  const repositoryPolicies = securityPolicies(audienceOrigin(repositorySite.audience));

  it.each(Object.keys(hostFiles))('%s is what `npm run hosts` writes from lib/build/security-headers.ts', (file) => {
    expect(read(file)).toBe(hostFiles[file](repositoryPolicies));
  });

  it('send every security header, from the same values, and no inline code wholesale', () => {
    for (const file of ['vercel.json', 'deploy/nginx.conf']) {
      for (const { value } of repositoryPolicies.securityHeaders) expect(read(file)).toContain(value.replace(/"/g, '\\"'));
      expect(read(file)).not.toContain('unsafe-inline');
    }
  });

  it('are named by the build when they no longer follow the content', () => {
    const written = (file: string) => hostFiles[file]();
    expect(staleHostFilesWarning(written)).toBeUndefined();
    expect(staleHostFilesWarning((file) => (file === 'vercel.json' ? written(file).replace('connect-src', 'connect') : written(file)))).toBe(
      '⚠ Fichiers d’hébergeurs en retard sur la mesure d’audience de content/site.ts (vercel.json) : lancez npm run hosts, puis publiez-les avec le site.',
    );
  });

  it('leave Netlify to the _headers file the build writes', () => {
    const netlify = read('netlify.toml');
    expect(netlify).toMatch(/^\s*publish = "out"$/m);
    expect(netlify).not.toMatch(/^\s*\[\[headers\]\]/m);
  });
});

describe('the _headers file the build writes (Netlify, Cloudflare Pages, the local server)', () => {
  const rules = headerRules('');

  it('reads back as written, within Cloudflare Pages’ limits (100 rules, 2,000 characters a line)', () => {
    const text = headersFile(rules);
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(text).not.toContain('unsafe-inline');
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('sends a page the site-wide headers, without the long cache', () => {
    const sent = Object.fromEntries(headersFor(rules, '/projets').map(({ key, value }) => [key, value]));
    expect(sent['Content-Security-Policy']).toBe(sitewidePolicy);
    expect(sent['X-Content-Type-Options']).toBe('nosniff');
    expect(sent['Cache-Control']).toBeUndefined();
  });

  it('sends a static file the site-wide headers and its long cache', () => {
    const csp = (address: string) => headersFor(rules, address).find(({ key }) => key === 'Content-Security-Policy')?.value;
    expect(csp('/_next/static/chunks/a.js')).toBe(sitewidePolicy);
    expect(headersFor(rules, '/_next/static/chunks/a.js')).toContainEqual(immutableCache);
    expect(headersFor(rules, '/_scripts/0123456789/filter.js')).toContainEqual(immutableCache);
  });

  it('carries the base path in every address but the site-wide rule', () => {
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_next/static/*', '/_scripts/*']);
    expect(headerRules('/portfolio').map((rule) => rule.path)).toEqual(['/*', '/portfolio/_next/static/*', '/portfolio/_scripts/*']);
  });
});

describe('deploy/nginx.conf', () => {
  it('sends every response the site-wide headers, the 404 page included, and serves clean URLs', () => {
    expect(nginxConf()).toContain(`add_header Content-Security-Policy "${sitewidePolicy}" always;`);
    expect(nginxConf()).not.toContain('_headers.nginx');
    expect(nginxConf()).toContain('try_files $uri $uri.html ${uri}index.html =404;');
  });
});
