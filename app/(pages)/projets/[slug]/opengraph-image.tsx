import { previewSize, socialPreview } from '@/components/SocialPreview';
import { getProjectBySlug, getProjects } from '@/lib/projects';
import { projectTypeLabel } from '@/lib/project-types';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = 'Aperçu du projet';
export const size = previewSize;
export const contentType = 'image/png';

export function generateStaticParams() {
  return getProjects().map((project) => ({ slug: project.slug }));
}

/** Each project's own preview: its title, type and technologies. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const project = getProjectBySlug((await params).slug);
  if (!project) throw new Error('Unknown project');
  return socialPreview({
    kicker: `Projet ${projectTypeLabel(project.type).toLowerCase()}`,
    title: project.titre,
    subtitle: project.date,
    tags: project.tags,
  });
}
