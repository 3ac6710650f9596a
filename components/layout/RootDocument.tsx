import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SkipLink } from './SkipLink';
import pageScripts from '@/generated/page-scripts.json';
import siteCss from '@/generated/site-css.json';
import { env } from '@/lib/site/env';
import { CONTROL_SCRIPT_ATTRIBUTE, controlScriptNames } from '@/lib/browser/control-scripts';
import { dataProps } from '@/lib/browser/data-attributes';

/**
 * The document of every page of one language: <html lang>, the site's stylesheet and the site script
 * first in <head> (under `next dev`; the export's come from the post-build step) and the skip link.
 * Each language has its own root layout around it, so each page is written in its language from the
 * first byte, and the language switch is a plain link between two documents.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // Changed before React hydrates: the site script's theme sets its THEME_ATTRIBUTE (lib/browser/theme.ts),
    // and on the 404 page its own script sets lang and NOT_FOUND_ATTRIBUTE (lib/browser/not-found.ts).
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/*
          The site's stylesheet (app/globals.css, compiled by lib/build/site-css.ts), for the same reason
          as the scripts below; its rules win over no component's, whichever comes first.
          The site script (lib/browser/page-scripts/site.ts), inline and first: a stored theme applies
          from the first paint, and the theme switcher works from then on; then the controls' scripts.
          The export gets them from the post-build step (lib/build/finalize-html.ts), outside React's
          tree, so that the page's flight data does not carry a second copy, and each page only those of
          the controls it renders, with the navigation script; `next dev` has no such step, and runs all
          the controls' scripts. It has no navigation script: every control's is here, and a service
          worker registered on localhost would stay there for the developer's other projects.
        */}
        {!env.production && (
          <>
            <style dangerouslySetInnerHTML={{ __html: siteCss }} />
            <script dangerouslySetInnerHTML={{ __html: pageScripts.site }} />
            {controlScriptNames.map((name) => (
              <script key={name} {...dataProps(CONTROL_SCRIPT_ATTRIBUTE, name)} dangerouslySetInnerHTML={{ __html: pageScripts[name] }} />
            ))}
          </>
        )}
      </head>
      <body>
        <SkipLink locale={locale} />
        {children}
      </body>
    </html>
  );
}
