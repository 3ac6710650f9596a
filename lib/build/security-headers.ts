import { audience, audienceOrigin } from '@/lib/site/audience';
import { SCRIPT_FILES_PATH } from '@/lib/browser/control-scripts';

/**
 * The response headers and the Content-Security-Policy, declared once. Each page's policy allows its own
 * inline code by hash, never 'unsafe-inline': pagePolicy() writes it into the page's <meta>, which every
 * browser enforces on every host. The hosts send securityHeaders with every response, whose policy adds
 * frame-ancestors (which only works as a header) and leaves inline code to the page's own: each host's
 * share is said in lib/build/host-configs.ts.
 */

export type Header = { key: string; value: string };

/** A page's inline code, as CSP sources ('sha256-…'). */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * Only the site itself, plus the e-mail provider the contact form posts to, and the audience service
 * when the owner names one (content/site.ts `audience`: its origin alone, and nothing when off); inline
 * code only by its hash.
 */
function directivesFor(audienceOrigin: string | undefined): [name: string, sources: string][] {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', ["'self' https://api.emailjs.com", audienceOrigin].filter(Boolean).join(' ')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

/** What decides which inline code runs (default-src stands in for the other two where they are absent). */
const INLINE_CODE = ['default-src', 'script-src', 'style-src'];

const serialize = (list: [string, string][]) => list.map(([name, sources]) => `${name} ${sources}`).join('; ');

/** The policies and headers of a site, from what its pages may connect to. */
export type SecurityPolicies = {
  /**
   * A page's policy, for its <meta>: its inline scripts and styles by hash, and every directive but
   * frame-ancestors, which a <meta> cannot carry (the header's sitewidePolicy does).
   */
  pagePolicy: (hashes: InlineHashes) => string;
  /**
   * The policy every response carries, whatever the page: all but the directives that decide which
   * inline code runs, which only the page's <meta> knows. Browsers enforce both, and it blocks nothing
   * the page's allows.
   */
  sitewidePolicy: string;
  securityHeaders: Header[];
};

export function securityPolicies(audienceOrigin: string | undefined): SecurityPolicies {
  const directives = directivesFor(audienceOrigin);
  const sitewidePolicy = serialize(directives.filter(([name]) => !INLINE_CODE.includes(name)));
  return {
    pagePolicy(hashes) {
      const extra: Record<string, string[]> = { 'script-src': hashes.scripts, 'style-src': hashes.styles };
      return serialize(
        directives
          .filter(([name]) => name !== 'frame-ancestors')
          .map(([name, sources]): [string, string] => [name, [sources, ...(extra[name] ?? [])].join(' ')]),
      );
    },
    sitewidePolicy,
    securityHeaders: [
      { key: 'Content-Security-Policy', value: sitewidePolicy },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ],
  };
}

/** This site's: the owner's content decides whether an audience service is allowed. */
export const sitePolicies = securityPolicies(audienceOrigin(audience));
export const { pagePolicy, sitewidePolicy, securityHeaders } = sitePolicies;

/** Addresses under these folders carry a hash of their content (Next's files; the site's script files, by their folder): they never change. */
export const immutablePaths = ['/_next/static/', `${SCRIPT_FILES_PATH}/`] as const;
export const immutableCache: Header = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
