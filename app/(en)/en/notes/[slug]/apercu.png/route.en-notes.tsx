import { previewResponse } from '@/lib/build/social-preview';
import { getNoteParams } from '@/lib/content/notes';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => getNoteParams('en');

/** Each note's own link preview: its title, day, reading time and tags. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return previewResponse('en', { page: 'note', slug: (await params).slug });
}
