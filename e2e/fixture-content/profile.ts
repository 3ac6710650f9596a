import type { Profile } from '@/lib/content/content-schema';

export const profile: Profile = {
  name: 'Zoé Durand-Nguyen',
  alias: 'zoe.code',
  jobTitle: { fr: 'Développeuse Web', en: 'Web Developer' },
  recherche: {
    fr: 'Disponible pour un stage de six mois en développement front-end dès septembre 2026.',
    en: 'Available for a six-month front-end development internship from September 2026.',
  },
  photo: 'images/zoe.jpg',
  photoAlt: { fr: 'Portrait de Zoé Durand-Nguyen', en: 'Portrait of Zoé Durand-Nguyen' },
  biographie: [
    {
      fr: "Étudiante en BUT informatique à Rennes, j'aime rendre les interfaces rapides et lisibles.",
      en: 'A computer science student in Rennes, I like making interfaces fast and easy to read.',
    },
  ],
  passions: [
    { fr: 'Le tir à l’arc', en: 'Archery' },
    { fr: 'La cuisine coréenne', en: 'Korean cooking' },
    { fr: 'Les podcasts de science', en: 'Science podcasts' },
  ],
  badges: [
    { label: { fr: 'Stage dès septembre 2026', en: 'Internship from September 2026' } },
    { label: { fr: 'Basée à Rennes', en: 'Based in Rennes' } },
  ],
  linkedin: 'https://example.net/in/zoe-durand-nguyen',
  github: 'https://example.net/gh/zoe-dn',
  email: 'zoe.dn@example.net',
  localisation: { fr: 'Rennes, France', en: 'Rennes, France' },
  // Another month, remote work and three languages, without a work authorisation: the tests read them all.
  disponibilite: {
    debut: '2026-09',
    duree: { fr: '6 mois', en: '6 months' },
    lieu: { fr: 'Rennes', en: 'Rennes' },
    modalite: 'à distance',
    langues: [
      { langue: { fr: 'Français', en: 'French' }, niveau: { fr: 'langue maternelle', en: 'native' } },
      { langue: { fr: 'Vietnamien', en: 'Vietnamese' }, niveau: { fr: 'courant', en: 'fluent' } },
      { langue: { fr: 'Anglais', en: 'English' }, niveau: { fr: 'C1', en: 'C1' } },
    ],
  },
};
