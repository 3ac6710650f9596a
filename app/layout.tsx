import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { site } from '@/content/site';
import { profile } from '@/content/profile';
import { SkipLink } from '@/components/layout/SkipLink';
import { ContentColors } from '@/components/layout/ContentColors';
import { env } from '@/lib/site/env';
import { fullTitle, linkPreview } from '@/lib/site/metadata';
import { themeScript } from '@/lib/browser/theme';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: site.name, template: fullTitle('%s') },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: profile.name }],
  // Pages without metadata of their own (the 404 page) still preview well when shared.
  ...linkPreview({ title: site.name, description: site.description }),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f6f7fb' },
    { media: '(prefers-color-scheme: dark)', color: '#0e121b' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React runs: not a mismatch to report.
    <html lang="fr" suppressHydrationWarning>
      <head>
        {/* Inline and first, so a stored theme applies from the first paint; the CSP allows it by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript() }} />
      </head>
      <body>
        <ContentColors />
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
