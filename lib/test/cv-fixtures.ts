import type { Technology } from '@/lib/content/content-schema';
import type { CvSource } from '@/lib/content/cv';
import type { LocalizedProfile, LocalizedSkill } from '@/lib/content/owner';
import type { LocalizedProject } from '@/lib/content/projects';

/**
 * A CV's content of its own, for the tests of lib/content/cv.ts and lib/build/cv-pdf.ts: another owner than
 * the site's, as the accessors give it in one language (here French; the site's texts follow the CV's locale).
 */

const technology = (label: string): Technology => ({
  label,
  imgSrc: `/icons/${label.toLowerCase()}.svg`,
  bgLight: '#fff',
  bgDark: '#000',
  borderColor: '#888',
  textColor: '#111',
  href: `https://example.com/${label}`,
});

export const project = (slug: string, overrides: Partial<LocalizedProject> = {}): LocalizedProject => ({
  slug,
  titre: `Titre ${slug}`,
  descriptionCourte: `Résumé ${slug}.`,
  descriptionLongue: 'Long.',
  miniature: '/a.png',
  images: ['/a.png'],
  tags: ['Go'],
  type: 'personnel',
  date: '2024',
  ...overrides,
});

export const owner: LocalizedProfile = {
  name: 'Zoë Martin-Élie',
  alias: 'zoe',
  jobTitle: 'Développeuse full-stack',
  recherche: 'Stage de six mois dès avril 2026.',
  photo: '/p.png',
  photoAlt: 'Zoë',
  biographie: ['Premier paragraphe.', 'Second paragraphe.'],
  passions: ['Escalade', 'Cinéma'],
  badges: [],
  linkedin: 'https://linkedin.example/in/zoe/',
  github: 'https://code.example/zoe',
  email: 'zoe@example.net',
  localisation: 'Nantes, France',
  disponibilite: {
    debut: '2026-08',
    duree: '6 mois',
    lieu: 'Nantes',
    modalite: 'hybride',
    langues: [
      { langue: 'Français', niveau: 'langue maternelle' },
      { langue: 'Espagnol', niveau: 'C1' },
    ],
  },
};

const skills: LocalizedSkill[] = [
  { technologie: 'Go', infobulle: 'Services web' },
  { technologie: 'SQL', infobulle: 'Requêtes' },
];

export function cvSource(overrides: Partial<CvSource> = {}): CvSource {
  return {
    profile: owner,
    skills,
    projects: [project('api', { type: 'professionnel', tags: ['Go', 'SQL'] }), project('jeu')],
    technologies: [technology('Go'), technology('Rust'), technology('SQL'), technology('Figma')],
    cv: {
      formations: [
        { diplome: 'Licence', ecole: 'Université A', debut: '2020-09', fin: '2023-06' },
        { diplome: 'Master', ecole: 'Université B', lieu: 'Nantes', debut: '2023-09', fin: '2025-06' },
      ],
      experiences: [
        { poste: 'Stage', entreprise: 'Société C', debut: '2024-04', fin: '2024-04' },
        { poste: 'Alternance', entreprise: 'Société D', debut: '2025-09', description: 'Front-end.' },
        { poste: 'Job d’été', entreprise: 'Société E', debut: '2023-07', fin: '2023-08' },
      ],
    },
    absoluteUrl: (path) => `https://zoe.example${path}`,
    ...overrides,
  };
}
