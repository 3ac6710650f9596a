import type { Metadata } from 'next';
import { site } from '@/content/site';
import { HomeHero } from '@/components/home/HomeHero';
import { PersonJsonLd } from '@/components/shared/PersonJsonLd';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = pageMetadata({ description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PersonJsonLd />
    </>
  );
}
