import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { LegalSections } from '@/components/legal/LegalSections';
import { PageHeading } from '@/components/layout/PageHeading';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { legalGraph } from '@/lib/site/structured-data';

export const metadata: Metadata = pageMetadata({
  title: 'Mentions légales',
  description: `Mentions légales du portfolio de ${profile.name} : éditeur, hébergement, propriété intellectuelle et données.`,
  path: '/mentions-legales',
});

export default function LegalPage() {
  return (
    <>
      <PageHeading title="Mentions légales" />
      <LegalSections />
      <JsonLd data={legalGraph()} />
    </>
  );
}
