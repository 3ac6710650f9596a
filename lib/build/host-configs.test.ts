/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostFiles } from './host-configs';
import { immutableCache, securityHeaders } from './security-headers';

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

describe('the security headers', () => {
  it('allow only the site itself plus EmailJS, and no framing', () => {
    const csp = directives(header('Content-Security-Policy')!);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self' https://api.emailjs.com");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(immutableCache.value).toBe('public, max-age=31536000, immutable');
  });
});

describe('the hosts’ files', () => {
  it.each(Object.keys(hostFiles))('%s is what `npm run hosts` writes from lib/build/security-headers.ts', (file) => {
    expect(read(file)).toBe(hostFiles[file]());
  });

  it('send every security header, from the same values', () => {
    for (const file of Object.keys(hostFiles)) {
      for (const { value } of securityHeaders) expect(read(file)).toContain(value.replace(/"/g, '\\"'));
    }
  });

  it('leave Netlify to public/_headers', () => {
    const netlify = read('netlify.toml');
    expect(netlify).toMatch(/^\s*publish = "out"$/m);
    expect(netlify).not.toMatch(/^\s*\[\[headers\]\]/m);
  });
});
