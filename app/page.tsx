import type { Metadata } from 'next';
import { HomeHero } from '@/components/home/HomeHero';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { homeGraph } from '@/lib/site/structured-data';

export const metadata: Metadata = pageMetadata('fr', { page: 'home' });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <JsonLd data={homeGraph('fr')} />
    </>
  );
}
