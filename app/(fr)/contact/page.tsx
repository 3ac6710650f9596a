import { ContactPage } from '@/components/pages/ContactPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('fr', { page: 'contact' });

export default function Page() {
  return <ContactPage locale="fr" />;
}
