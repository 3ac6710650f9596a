import { previewResponse } from '@/lib/build/social-preview';
import { getProjectParams } from '@/lib/content/projects';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = getProjectParams;

/** Each project's own link preview: its title, type and technologies. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return previewResponse('fr', { page: 'project', slug: (await params).slug });
}
