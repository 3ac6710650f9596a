import { socialPreview } from '@/lib/build/social-preview';
import { getProjectParams } from '@/lib/content/projects';
import { previewContent } from '@/lib/site/previews';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = getProjectParams;

/** Each project's own link preview, /projets/{slug}/apercu.png: its title, type and technologies. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const content = previewContent('fr', { page: 'project', slug: (await params).slug });
  if (!content) return new Response('Projet introuvable', { status: 404 });
  return socialPreview(content);
}
