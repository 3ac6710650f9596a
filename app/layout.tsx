import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { site } from '@/content/site';
import { profile } from '@/content/profile';
import { SkipLink } from '@/components/layout/SkipLink';
import { ContentColors } from '@/components/layout/ContentColors';
import { env } from '@/lib/env';
import { fullTitle, linkPreview } from '@/lib/metadata';

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
    <html lang="fr">
      <body>
        <ContentColors />
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
