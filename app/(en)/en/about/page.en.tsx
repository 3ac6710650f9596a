import { AboutPage } from '@/components/pages/AboutPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('en', { page: 'about' });

export default function Page() {
  return <AboutPage locale="en" />;
}
