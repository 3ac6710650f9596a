import { profile } from '@/content/profile';
import { socialPreview } from '@/lib/build/social-preview';

export const dynamic = 'force-static';

/** The link preview shared by every page but the projects': /apercu.png. */
export function GET() {
  return socialPreview({ kicker: 'Portfolio', title: profile.name, subtitle: profile.recherche });
}
