import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { LegalSections } from '@/components/legal/LegalSections';

/** The legal notice of one language. */
export function LegalPage({ locale }: { locale: Locale }) {
  return (
    <PageFrame locale={locale} page={{ page: 'legal' }}>
      <PageHeading title={messages(locale).pages.legal.label} />
      <LegalSections locale={locale} />
    </PageFrame>
  );
}
