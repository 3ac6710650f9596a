import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/PageHeading';
import { ProjectList } from '@/components/projects/ProjectList';
import { getProjectSummaries, getTechnologies } from '@/lib/content/projects';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { projectListGraph } from '@/lib/site/structured-data';

export const metadata: Metadata = pageMetadata('fr', { page: 'projects' });

export default function ProjectsPage() {
  return (
    <>
      <PageHeading title="Projets">
        <p>Mes réalisations, à filtrer par type de projet et par technologie.</p>
      </PageHeading>
      <ProjectList projects={getProjectSummaries('fr')} technologies={getTechnologies()} />
      <JsonLd data={projectListGraph('fr')} />
    </>
  );
}
