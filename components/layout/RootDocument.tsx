import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SkipLink } from './SkipLink';
import pageScripts from '@/generated/page-scripts.json';
import { SERVICE_WORKER_ATTRIBUTE, SERVICE_WORKER_PATH } from '@/lib/browser/service-worker/register';
import { withBasePath } from '@/lib/site/base-path';
import { registersServiceWorker } from '@/lib/site/service-worker';

/** The site script's attribute that gives the service worker's address, base path included. */
const serviceWorker = registersServiceWorker ? { [SERVICE_WORKER_ATTRIBUTE]: withBasePath(SERVICE_WORKER_PATH) } : {};

/**
 * The document of every page of one language: <html lang>, the site script first in <head> and the skip
 * link. Each language has its own root layout around it, so each page is written in its language from
 * the first byte, and the language switch is a plain link between two documents.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // Changed before React hydrates: the site script's theme sets its THEME_ATTRIBUTE (lib/browser/theme.ts),
    // and on the 404 page its own script sets lang and NOT_FOUND_ATTRIBUTE (lib/browser/not-found.ts).
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
