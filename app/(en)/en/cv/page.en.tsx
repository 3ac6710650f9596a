import { CvPage } from '@/components/pages/CvPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('en', { page: 'cv' });

export default function Page() {
  return <CvPage locale="en" />;
}
