import { LegalPage } from '@/components/pages/LegalPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('en', { page: 'legal' });

export default function Page() {
  return <LegalPage locale="en" />;
}
