import { profile } from '@/content/profile';
import { previewSize, socialPreview } from '@/components/SocialPreview';

export const dynamic = 'force-static';
export const alt = `${profile.name}, ${profile.jobTitle}`;
export const size = previewSize;
export const contentType = 'image/png';

/** The preview shared by every page but the projects'. */
export default function Image() {
  return socialPreview({ kicker: 'Portfolio', title: profile.name, subtitle: profile.recherche });
}
