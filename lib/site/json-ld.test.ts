import { profile } from '@/content/profile';
import type { Project } from '@/lib/content/content-schema';
import { personJsonLd, projectJsonLd, serializeJsonLd } from './json-ld';

const project: Project = {
  slug: 'demo',
  titre: 'Démo',
  descriptionCourte: 'Une démonstration.',
  descriptionLongue: 'Un paragraphe.',
  miniature: 'images/demo.png',
  images: ['images/demo.png'],
  tags: ['PHP', 'SQL'],
  type: 'personnel',
  date: 'Été 2025',
};

describe('structured data', () => {
  it('describes the owner as a Person with their profiles', () => {
    const person = personJsonLd(profile, 'https://example.org/');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.jobTitle,
      email: `mailto:${profile.email}`,
      url: 'https://example.org/',
      sameAs: [profile.linkedin, profile.github],
    });
  });

  it('describes a project as a CreativeWork, with its link only when it has one', () => {
    const work = projectJsonLd(project, 'https://example.org/projets/demo', profile);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Démo',
      description: 'Une démonstration.',
      keywords: 'PHP, SQL',
      author: { '@type': 'Person', name: profile.name },
    });
    expect(work).not.toHaveProperty('sameAs');
    expect(projectJsonLd({ ...project, lien: 'https://demo.example.org' }, '', profile)).toHaveProperty(
      'sameAs',
      'https://demo.example.org',
    );
  });

  it('cannot close its <script> element, whatever the content says', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
