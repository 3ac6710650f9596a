import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { SkipLink } from '@/components/layout/SkipLink';
import { ContentColors } from '@/components/layout/ContentColors';
import { rootMetadata } from '@/lib/site/metadata';
import { pageBackground } from '@/lib/site/site-icons';
import pageScripts from '@/generated/page-scripts.json';

export const metadata: Metadata = rootMetadata('fr');

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: pageBackground.light },
    { media: '(prefers-color-scheme: dark)', color: pageBackground.dark },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React runs: not a mismatch to report.
    <html lang="fr" suppressHydrationWarning>
      <head>
        {/*
          The site script (lib/browser/page-scripts/site.ts), inline and first: a stored theme applies
          from the first paint, and the theme switcher, the filter and the carousel work from then on.
          The CSP allows it by its hash.
        */}
        <script dangerouslySetInnerHTML={{ __html: pageScripts.site }} />
      </head>
      <body>
        <ContentColors />
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
