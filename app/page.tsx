import type { Metadata } from 'next';
import { site } from '@/content/site';
import { HomeHero } from '@/components/HomeHero';
import { PersonJsonLd } from '@/components/PersonJsonLd';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PersonJsonLd />
    </>
  );
}
