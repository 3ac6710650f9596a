import { ProjectsPage } from '@/components/pages/ProjectsPage';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata('fr', { page: 'projects' });

export default function Page() {
  return <ProjectsPage locale="fr" />;
}
