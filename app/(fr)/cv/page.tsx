import { CvPage } from '@/components/pages/CvPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('fr', { page: 'cv' });

export default function Page() {
  return <CvPage locale="fr" />;
}
