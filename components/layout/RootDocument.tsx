import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SkipLink } from './SkipLink';
import pageScripts from '@/generated/page-scripts.json';
import { SERVICE_WORKER_ATTRIBUTE, SERVICE_WORKER_PATH } from '@/lib/browser/service-worker/register';
import { withBasePath } from '@/lib/site/base-path';
import { env } from '@/lib/site/env';

/**
 * The site script's attribute that gives the service worker's address, base path included. Not under
 * `next dev`: a worker registered there would stay on localhost for the developer's other projects.
 */
const serviceWorker = env.production ? { [SERVICE_WORKER_ATTRIBUTE]: withBasePath(SERVICE_WORKER_PATH) } : {};

/**
 * The document of every page of one language: <html lang>, the site script first in <head> and the skip
 * link. Each language has its own root layout around it, so each page is written in its language from
 * the first byte, and the language switch is a plain link between two documents.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React runs: not a mismatch to report.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/*
          The site script (lib/browser/page-scripts/site.ts), inline and first: a stored theme applies
          from the first paint, and the theme switcher, the filter and the carousel work from then on.
          Its attribute gives the address of the service worker it registers. The CSP allows it by its hash.
        */}
        <script {...serviceWorker} dangerouslySetInnerHTML={{ __html: pageScripts.site }} />
      </head>
      <body>
        <SkipLink locale={locale} />
        {children}
      </body>
    </html>
  );
}
