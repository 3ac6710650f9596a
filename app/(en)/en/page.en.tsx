import { HomePage } from '@/components/pages/HomePage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('en', { page: 'home' });

export default function Page() {
  return <HomePage locale="en" />;
}
