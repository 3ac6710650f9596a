import { socialPreview } from '@/lib/build/social-preview';
import { previewContent } from '@/lib/site/previews';

export const dynamic = 'force-static';

/** The link preview shared by every page but the projects': /apercu.png. */
export function GET() {
  return socialPreview(previewContent('fr', { page: 'home' }));
}
