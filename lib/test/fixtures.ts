import type { Technology } from '@/lib/content/content-schema';
import type { ResponsiveImageData } from '@/lib/content/images';
import type { ProjectSummary } from '@/lib/content/projects';

/** A stand-in for a generated image in component tests. */
export function testImage(name: string): ResponsiveImageData {
  return {
    src: `/_img/${name}-640.webp`,
    width: 1280,
    height: 800,
    avifSrcSet: `/_img/${name}-640.avif 640w`,
    webpSrcSet: `/_img/${name}-640.webp 640w`,
  };
}

/** Technologies of the tests' own, so component tests hold whatever the owner's content says. */
export function testTechnologies(labels: string[]): Technology[] {
  return labels.map((label) => ({
    label,
    imgSrc: `icons/${label.toLowerCase()}.svg`,
    bgLight: '#ffffff',
    bgDark: '#000000',
    borderColor: '#888888',
    textColor: '#111111',
    href: 'https://example.org/',
  }));
}

/** A project card's data, named after its title, for component tests. */
export function testProject(titre: string, type: ProjectSummary['type'], tags: string[]): ProjectSummary {
  const slug = titre.toLowerCase();
  return { slug, titre, type, tags, thumbnail: testImage(slug) };
}
