import type { Locale } from '@/lib/i18n/locales';
import { HomeHero } from '@/components/home/HomeHero';

/** The home page of one language: who, what and when, and the way into the site. */
export function HomePage({ locale }: { locale: Locale }) {
  return <HomeHero locale={locale} />;
}
