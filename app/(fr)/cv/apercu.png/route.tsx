import { previewResponse } from '@/lib/build/social-preview';

export const dynamic = 'force-static';

/** The CV's own link preview: the owner, the internship sought and the first skills. */
export function GET() {
  return previewResponse('fr', { page: 'cv' });
}
