import type { Profile } from '@/lib/content/content-schema';

export const profile: Profile = {
  name: 'Zoé Durand-Nguyen',
  alias: 'zoe.code',
  jobTitle: 'Développeuse Web',
  recherche: 'Disponible pour un stage de six mois en développement front-end dès septembre 2026.',
  photo: 'images/zoe.jpg',
  photoAlt: 'Portrait de Zoé Durand-Nguyen',
  biographie: ["Étudiante en BUT informatique à Rennes, j'aime rendre les interfaces rapides et lisibles."],
  passions: ['Le tir à l’arc', 'La cuisine coréenne', 'Les podcasts de science'],
  badges: [{ label: 'Stage dès septembre 2026' }, { label: 'Basée à Rennes' }],
  linkedin: 'https://example.net/in/zoe-durand-nguyen',
  github: 'https://example.net/gh/zoe-dn',
  email: 'zoe.dn@example.net',
  localisation: 'Rennes, France',
  // Another month, remote work and three languages, without a work authorisation: the tests read them all.
  disponibilite: {
    debut: '2026-09',
    duree: '6 mois',
    lieu: 'Rennes',
    modalite: 'à distance',
    langues: [
      { langue: 'Français', niveau: 'langue maternelle' },
      { langue: 'Vietnamien', niveau: 'courant' },
      { langue: 'Anglais', niveau: 'C1' },
    ],
  },
};
