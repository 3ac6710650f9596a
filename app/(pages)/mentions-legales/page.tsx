import type { Metadata } from 'next';
import { LegalSections } from '@/components/legal/LegalSections';
import { PageHeading } from '@/components/layout/PageHeading';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { legalGraph } from '@/lib/site/structured-data';

export const metadata: Metadata = pageMetadata('fr', { page: 'legal' });

export default function LegalPage() {
  return (
    <>
      <PageHeading title="Mentions légales" />
      <LegalSections />
      <JsonLd data={legalGraph('fr')} />
    </>
  );
}
