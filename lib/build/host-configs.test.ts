/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cloudflareLimitsProblem,
  headerRules,
  headersFile,
  headersFor,
  hostFiles,
  nginxConf,
  vercelJson,
  nginxPolicyMap,
  pageAddresses,
  parseHeadersFile,
  staleHostFilesWarning,
  type PageHeader,
} from './host-configs';
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
  it('allows on a page only the site itself plus EmailJS (and the audience service if any), its inline code by hash, and no framing', () => {
    const csp = directives(pagePolicy(hashes, 'header'));
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self' 'sha256-script'");
    expect(csp['style-src']).toBe("'self' 'sha256-style'");
    expect(csp['connect-src']).toBe(connectSources);
    expect(csp['frame-ancestors']).toBe("'none'");
  });

  it('names no other host without audience measurement, and only the service’s origin with it, page and site-wide alike', () => {
    const off = securityPolicies(undefined);
    const on = securityPolicies(audienceOrigin({ provider: 'umami', address: 'https://stats.exemple.fr/umami', siteId: 'c0ffee', retentionMonths: 13 }));
    expect(directives(off.pagePolicy(hashes, 'header'))['connect-src']).toBe("'self' https://api.emailjs.com");
    expect(directives(off.sitewidePolicy)['connect-src']).toBe("'self' https://api.emailjs.com");
    for (const policy of [on.pagePolicy(hashes, 'meta'), on.pagePolicy(hashes, 'header'), on.sitewidePolicy]) {
      expect(directives(policy)['connect-src']).toBe("'self' https://api.emailjs.com https://stats.exemple.fr");
    }
    // Nothing else moves: the same policy but that one source.
    expect(on.pagePolicy(hashes, 'header').replace(' https://stats.exemple.fr', '')).toBe(off.pagePolicy(hashes, 'header'));
    expect(vercelJson(on)).toContain("connect-src 'self' https://api.emailjs.com https://stats.exemple.fr");
    expect(nginxConf(on)).toContain("connect-src 'self' https://api.emailjs.com https://stats.exemple.fr");
    expect(nginxConf(off)).not.toContain('stats.exemple.fr');
    // This site's own follow its content.
    const own = securityPolicies(audienceOrigin(audience));
    expect(sitePolicies.pagePolicy(hashes, 'header')).toBe(own.pagePolicy(hashes, 'header'));
    expect(sitePolicies.securityHeaders).toEqual(own.securityHeaders);
  });

  it('leaves frame-ancestors, which only works as a header, out of the <meta>', () => {
    expect(pagePolicy(hashes, 'header')).toBe(`${pagePolicy(hashes, 'meta')}; frame-ancestors 'none'`);
  });

  it('sends on every response a site-wide part that blocks none of a page’s own inline code', () => {
    const csp = directives(sitewidePolicy);
    expect(csp['default-src']).toBeUndefined();
    expect(csp['script-src']).toBeUndefined();
    expect(csp['style-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['connect-src']).toBe(connectSources);
    // What it does say, a page's own policy says too.
    const page = directives(pagePolicy(hashes, 'header'));
    for (const [name, sources] of Object.entries(csp)) expect(page[name]).toBe(sources);
  });

  it('never allows inline code wholesale', () => {
    for (const policy of [sitewidePolicy, pagePolicy(hashes, 'meta'), pagePolicy(hashes, 'header')]) {
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

const pages: PageHeader[] = ['index.html', 'projets.html', 'projets/portfolio.html', '404.html'].map((file) => ({
  file,
  policy: pagePolicy({ scripts: [`'sha256-${file}'`], styles: [] }, 'header'),
}));
const policyOf = (file: string) => pages.find((page) => page.file === file)!.policy;

describe('the _headers file the build writes (Netlify, Cloudflare Pages, the local server)', () => {
  const rules = headerRules(pages, '');

  it('gives each page its own policy at its clean address', () => {
    expect(pageAddresses('projets/portfolio.html', '')).toEqual(['/projets/portfolio']);
    expect(pageAddresses('index.html', '')).toEqual(['/']);
    expect(pageAddresses('index.html', '/portfolio')).toEqual(['/portfolio', '/portfolio/']);
    expect(pageAddresses('projets.html', '/portfolio')).toEqual(['/portfolio/projets']);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_next/static/*', '/_scripts/*', '/', '/projets', '/projets/portfolio', '/404']);
  });

  it('reads back as written', () => {
    const text = headersFile(rules);
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(text).not.toContain('unsafe-inline');
  });

  it('sends a page the site-wide headers and both policies, its own last', () => {
    const sent = Object.fromEntries(headersFor(rules, '/projets').map(({ key, value }) => [key, value]));
    expect(sent['Content-Security-Policy']).toBe(`${sitewidePolicy}, ${policyOf('projets.html')}`);
    expect(sent['X-Content-Type-Options']).toBe('nosniff');
    expect(sent['Cache-Control']).toBeUndefined();
  });

  it('sends an unknown address and a static file the site-wide headers, and the static file its long cache', () => {
    const csp = (address: string) => headersFor(rules, address).find(({ key }) => key === 'Content-Security-Policy')?.value;
    expect(csp('/projets/inconnu')).toBe(sitewidePolicy);
    expect(csp('/_next/static/chunks/a.js')).toBe(sitewidePolicy);
    expect(headersFor(rules, '/_next/static/chunks/a.js')).toContainEqual(immutableCache);
    expect(headersFor(rules, '/_scripts/0123456789/filter.js')).toContainEqual(immutableCache);
  });

  it('carries the base path in every address but the site-wide rule', () => {
    const paths = headerRules(pages, '/portfolio').map((rule) => rule.path);
    expect(paths).toEqual(['/*', '/portfolio/_next/static/*', '/portfolio/_scripts/*', '/portfolio', '/portfolio/', '/portfolio/projets', '/portfolio/projets/portfolio', '/portfolio/404']);
  });

  it('warns past Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    expect(cloudflareLimitsProblem(rules)).toBeUndefined();
    const many = headerRules(Array.from({ length: 98 }, (_, i) => ({ file: `p${i}.html`, policy: 'x' })), '');
    expect(cloudflareLimitsProblem(many)).toMatch(/^⚠ _headers dépasse les limites de Cloudflare Pages \(101 règles pour 100/);
    const long = headerRules([{ file: 'a.html', policy: 'x'.repeat(2000) }], '');
    expect(cloudflareLimitsProblem(long)).toContain('caractères pour 2000');
  });
});

describe('the nginx map the build writes', () => {
  it('maps the file nginx serves to its page’s policy, base path included', () => {
    const map = nginxPolicyMap(pages, '/portfolio');
    expect(map).toContain(`"/portfolio/projets/portfolio.html" "${policyOf('projets/portfolio.html')}";`);
    expect(map).toContain(`"/portfolio/404.html" "${policyOf('404.html')}";`);
    expect(nginxPolicyMap(pages, '')).toContain(`"/index.html" "${policyOf('index.html')}";`);
  });

  it('is what deploy/nginx.conf includes, the site-wide policy for any other file', () => {
    expect(nginxConf()).toContain('include /var/www/portfolio/out/_headers.nginx;');
    expect(nginxConf()).toContain(`default "${sitewidePolicy}";`);
    // The home page is served as /index.html, the name the map knows (not //index.html).
    expect(nginxConf()).toContain('try_files $uri $uri.html ${uri}index.html =404;');
  });
});
