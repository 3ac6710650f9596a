import { profile } from '@/content/profile';
import { skills } from '@/content/skills';
import { socialPreview } from '@/lib/build/social-preview';

export const dynamic = 'force-static';

/** The CV's own link preview, /cv/apercu.png: the owner, the internship sought and the first skills. */
export function GET() {
  return socialPreview({
    kicker: 'Curriculum vitae',
    title: profile.name,
    subtitle: profile.recherche,
    tags: skills.slice(0, 4).map((skill) => skill.technologie),
  });
}
