import type { Profile } from '@/lib/content/content-schema';

export const profile: Profile = {
  name: 'Zoé Durand-Nguyen',
  alias: 'zoe.code',
  jobTitle: 'Développeuse Web',
  recherche: 'Disponible pour un stage de six mois en développement front-end dès avril 2026.',
  photo: 'images/zoe.jpg',
  photoAlt: 'Portrait de Zoé Durand-Nguyen',
  biographie: ["Étudiante en BUT informatique à Rennes, j'aime rendre les interfaces rapides et lisibles."],
  passions: ['Le tir à l’arc', 'La cuisine coréenne', 'Les podcasts de science'],
  badges: [{ label: 'Stage dès avril 2026' }, { label: 'Basée à Rennes' }],
  linkedin: 'https://example.net/in/zoe-durand-nguyen',
  github: 'https://example.net/gh/zoe-dn',
  email: 'zoe.dn@example.net',
  localisation: 'Rennes, France',
};
