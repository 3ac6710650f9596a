/** @jest-environment node */
// The hosting configurations documented in the README send the headers of serve.json (the reference,
// also used by `npm start`), serve clean URLs and answer unknown paths with the 404 page.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type HeaderMap = Record<string, string>;

const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const toMap = (rule: HeaderRule | undefined): HeaderMap =>
  Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]));

const serve = JSON.parse(read('serve.json')) as { cleanUrls: boolean; trailingSlash: boolean; headers: HeaderRule[] };
const security = toMap(serve.headers.find((rule) => rule.source === '**'));
const longCache = toMap(serve.headers.find((rule) => rule.source === '_next/static/**'))['Cache-Control'];

function directives(policy: string): HeaderMap {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('serve.json, the reference', () => {
  it('allows only the site itself plus EmailJS, and no framing', () => {
    const csp = directives(security['Content-Security-Policy']);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self' https://api.emailjs.com");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(security['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(security['X-Content-Type-Options']).toBe('nosniff');
    expect(longCache).toBe('public, max-age=31536000, immutable');
    expect(serve).toMatchObject({ cleanUrls: true, trailingSlash: false });
  });
});

// --- nginx: a minimal parser (comments, quoted strings, directives and blocks) ---

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const [match, double, single, punctuation, word] of text.matchAll(pattern)) {
    if (match.startsWith('#')) continue;
    tokens.push(double ?? single ?? punctuation ?? word);
  }
  return tokens;
}

function parseNginx(tokens: string[], position = { at: 0 }): Directive[] {
  const list: Directive[] = [];
  let words: string[] = [];
  while (position.at < tokens.length) {
    const token = tokens[position.at++];
    if (token === '}') break;
    if (token === ';' || token === '{') {
      const [name, ...args] = words;
      list.push(token === '{' ? { name, args, block: parseNginx(tokens, position) } : { name, args });
      words = [];
    } else {
      words.push(token);
    }
  }
  return list;
}

const all = (list: Directive[], name: string) => list.filter((directive) => directive.name === name);
const addedHeaders = (list: Directive[]): HeaderMap =>
  Object.fromEntries(all(list, 'add_header').map(({ args: [key, value] }) => [key, value]));

describe('deploy/nginx.conf', () => {
  const config = parseNginx(tokenize(read('deploy/nginx.conf')));
  const [server] = all(config, 'server');
  const body = server.block ?? [];
  const { 'Cache-Control': cacheControl, ...sent } = addedHeaders(body);

  it('sends the same security headers, with error pages too', () => {
    expect(sent).toEqual(security);
    for (const directive of all(body, 'add_header')) expect(directive.args[2]).toBe('always');
  });

  it('has no location adding headers of its own, which would stop inheriting the security headers', () => {
    const locations = all(body, 'location');
    expect(locations.length).toBeGreaterThan(0);
    const withHeaders = locations.filter((location) => all(location.block ?? [], 'add_header').length > 0);
    expect(withHeaders.map(({ args }) => args.join(' '))).toEqual([]);
  });

  it('caches /_next/static/ for a year and nothing else', () => {
    // Cache-Control comes from a map on $uri: evaluate it as nginx would.
    const [map] = all(config, 'map').filter(({ args }) => args[1] === cacheControl);
    const entries = (map?.block ?? []).map(({ name, args }) => ({ name, value: args[0] }));
    const lookup = (uri: string) =>
      (
        entries.find(({ name }) => name.startsWith('~') && new RegExp(name.slice(1)).test(uri)) ??
        entries.find(({ name }) => name === 'default')
      )?.value;
    expect(map?.args[0]).toBe('$uri');
    expect(lookup('/_next/static/chunks/main.js')).toBe(longCache);
    expect(lookup('/projets')).toBe('');
  });

  it('serves clean URLs without a trailing slash, and the 404 page', () => {
    const [root] = all(body, 'location').filter(({ args }) => args[0] === '/');
    const [tryFiles] = all(root?.block ?? [], 'try_files');
    expect(tryFiles.args).toContain('$uri.html');
    expect(tryFiles.args.at(-1)).toBe('=404');
    expect(all(body, 'error_page').map(({ args }) => args)).toContainEqual(['404', '/404.html']);

    const [rewrite] = all(body, 'rewrite');
    const [from, to, flag] = rewrite.args;
    expect(flag).toBe('permanent');
    expect('/projets/'.replace(new RegExp(from), to)).toBe('/projets');
    expect(new RegExp(from).test('/')).toBe(false);
  });
});

// --- public/_headers (Netlify, Cloudflare Pages): "path" lines, then indented "Name: value" lines ---

function parseHeadersFile(text: string): Record<string, HeaderMap> {
  const rules: Record<string, HeaderMap> = {};
  let current: HeaderMap = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) {
      current = rules[line.trim()] = {};
    } else {
      const separator = line.indexOf(':');
      current[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return rules;
}

describe('public/_headers', () => {
  const rules = parseHeadersFile(read('public/_headers'));

  it('sends the same security headers on every path and the long cache on /_next/static/', () => {
    expect(rules['/*']).toEqual(security);
    expect(rules['/_next/static/*']).toEqual({ 'Cache-Control': longCache });
    expect(Object.keys(rules)).toHaveLength(2);
  });

  it('is the only source of headers for Netlify', () => {
    const netlify = read('netlify.toml');
    expect(netlify).toMatch(/^\s*publish = "out"$/m);
    expect(netlify).not.toMatch(/^\s*\[\[headers\]\]/m);
  });
});

describe('vercel.json', () => {
  const vercel = JSON.parse(read('vercel.json')) as {
    cleanUrls: boolean;
    trailingSlash: boolean;
    outputDirectory: string;
    headers: HeaderRule[];
  };

  it('sends the same security headers on every path and the long cache on /_next/static/', () => {
    expect(toMap(vercel.headers.find((rule) => rule.source === '/(.*)'))).toEqual(security);
    expect(toMap(vercel.headers.find((rule) => rule.source === '/_next/static/(.*)'))).toEqual({
      'Cache-Control': longCache,
    });
    expect(vercel.headers).toHaveLength(2);
  });

  it('serves out/ with clean URLs, like serve.json', () => {
    expect(vercel).toMatchObject({ cleanUrls: true, trailingSlash: false, outputDirectory: 'out' });
  });
});
