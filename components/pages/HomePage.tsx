import type { Locale } from '@/lib/i18n/locales';
import { homeGraph } from '@/lib/site/structured-data';
import { HomeHero } from '@/components/home/HomeHero';
import { JsonLd } from '@/components/shared/JsonLd';

/** The home page of one language: who, what and when, and the way into the site. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeHero locale={locale} />
      <JsonLd data={homeGraph(locale)} />
    </>
  );
}
