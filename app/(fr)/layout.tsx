import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';
import { rootMetadata } from '@/lib/site/metadata';
import { siteViewport } from '@/lib/site/viewport';

export const metadata = rootMetadata('fr');
export const viewport = siteViewport;

/** The French pages, at the specification's addresses. */
export default function FrenchLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="fr">{children}</RootDocument>;
}
