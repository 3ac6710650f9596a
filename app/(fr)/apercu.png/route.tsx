import { socialPreview } from '@/lib/build/social-preview';
import { previewContent } from '@/lib/site/previews';

export const dynamic = 'force-static';

/** The link preview of the home page and of the pages without their own. */
export function GET() {
  return socialPreview(previewContent('fr', { page: 'home' }));
}
