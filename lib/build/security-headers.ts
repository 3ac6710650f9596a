/**
 * The response headers every host sends, declared once. `npm run hosts` writes them into each host's file
 * (serve.json for the local server, vercel.json, public/_headers for Netlify and Cloudflare Pages,
 * deploy/nginx.conf); lib/build/host-configs.test.ts checks that the committed files are what it writes.
 * Each page also carries the policy in a <meta> (scripts/finalize-export.mts), where 'unsafe-inline' is
 * replaced by the hashes of that page's own inline code: hosts that send no header (GitHub Pages) stay covered.
 */

/** Only the site itself, plus the e-mail provider the contact form posts to. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https://api.emailjs.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export type Header = { key: string; value: string };

export const securityHeaders: Header[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** File names under /_next/static/ carry a content hash: they never change. */
export const immutableCache: Header = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
