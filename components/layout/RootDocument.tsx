import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SkipLink } from './SkipLink';
import pageScripts from '@/generated/page-scripts.json';
import { env } from '@/lib/site/env';

/**
 * The document of every page of one language: <html lang>, the site script first in <head> (under
 * `next dev`; the export's comes from the post-build step) and the skip link. Each language has its own
 * root layout around it, so each page is written in its language from the first byte, and the language
 * switch is a plain link between two documents.
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
          The export gets it from the post-build step (lib/build/finalize-html.ts), outside React's tree,
          so that the page's flight data does not carry a second copy; `next dev` has no such step. Here
          it has no worker's address to register: one registered on localhost would stay there for the
          developer's other projects.
        */}
        {!env.production && <script dangerouslySetInnerHTML={{ __html: pageScripts.site }} />}
      </head>
      <body>
        <SkipLink locale={locale} />
        {children}
      </body>
    </html>
  );
}
