import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';
import { rootMetadata } from '@/lib/site/metadata';
import { siteViewport } from '@/lib/site/viewport';

export const metadata = rootMetadata('en');
export const viewport = siteViewport;

/** The English pages, under /en: built only when content/site.ts lists English (next.config.ts). */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
