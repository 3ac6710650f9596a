import { AboutPage } from '@/components/pages/AboutPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('fr', { page: 'about' });

export default function Page() {
  return <AboutPage locale="fr" />;
}
