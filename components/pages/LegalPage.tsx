import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { legalGraph } from '@/lib/site/structured-data';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { LegalSections } from '@/components/legal/LegalSections';
import { JsonLd } from '@/components/shared/JsonLd';

/** The legal notice of one language. */
export function LegalPage({ locale }: { locale: Locale }) {
  return (
    <PageFrame locale={locale} page={{ page: 'legal' }}>
      <PageHeading title={messages(locale).pages.legal.label} />
      <LegalSections locale={locale} />
      <JsonLd data={legalGraph(locale)} />
    </PageFrame>
  );
}
