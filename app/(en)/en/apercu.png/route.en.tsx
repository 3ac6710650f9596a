import { previewResponse } from '@/lib/build/social-preview';

export const dynamic = 'force-static';

/** The link preview of the home page and of the pages without their own. */
export function GET() {
  return previewResponse('en', { page: 'home' });
}
