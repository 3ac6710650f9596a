import { ContactPage } from '@/components/pages/ContactPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('en', { page: 'contact' });

export default function Page() {
  return <ContactPage locale="en" />;
}
