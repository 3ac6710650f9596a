import { LegalPage } from '@/components/pages/LegalPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('fr', { page: 'legal' });

export default function Page() {
  return <LegalPage locale="fr" />;
}
