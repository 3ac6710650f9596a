import { socialPreview } from '@/lib/build/social-preview';
import { getProjectBySlug, getProjectParams } from '@/lib/content/projects';
import { projectTypeLabel } from '@/lib/content/project-types';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = getProjectParams;

/** Each project's own link preview, /projets/{slug}/apercu.png: its title, type and technologies. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const project = getProjectBySlug((await params).slug, 'fr');
  if (!project) return new Response('Projet introuvable', { status: 404 });
  return socialPreview({
    kicker: `Projet ${projectTypeLabel(project.type).toLowerCase()}`,
    title: project.titre,
    subtitle: project.date,
    tags: project.tags,
  });
}
