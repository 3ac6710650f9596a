import { socialPreview } from '@/lib/build/social-preview';
import { previewContent } from '@/lib/site/previews';

export const dynamic = 'force-static';

/** The CV's own link preview, /cv/apercu.png: the owner, the internship sought and the first skills. */
export function GET() {
  return socialPreview(previewContent('fr', { page: 'cv' }));
}
