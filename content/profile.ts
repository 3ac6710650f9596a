import type { Profile } from '@/lib/content/content-schema';

/** A placeholder identity: the owner replaces every field with their own. */
export const profile: Profile = {
  name: 'Alex Exemple',
  alias: 'alex.dev',
  jobTitle: 'Developpeur Web',
  recherche: "À la recherche d'un stage en développement web à partir d'avril 2026.",
  photo: 'images/profil.png',
  photoAlt: "Portrait d'Alex Exemple",
  biographie: [
    "Étudiant en informatique, je conçois des sites et des applications web depuis trois ans. J'aime les interfaces sobres, rapides et utilisables par tout le monde.",
    "Je cherche un stage à partir d'avril 2026 pour travailler au sein d'une équipe sur un produit réel, côté front-end comme côté back-end.",
  ],
  passions: ['La photographie de rue', 'Les jeux de société', 'La course à pied', 'La musique électronique'],
  badges: [{ label: 'Stage dès avril 2026' }, { label: 'Front-end & back-end' }, { label: 'Basé à Lyon' }],
  linkedin: 'https://example.org/linkedin/alex-exemple',
  github: 'https://example.org/github/alex-exemple',
  email: 'alex.exemple@example.org',
  localisation: 'Lyon, France',
  // Shown on the home page, the about page and the CV. debut is "AAAA-MM"; modalite is 'sur site', 'hybride'
  // or 'à distance'; autorisationTravail and langues can be left out.
  disponibilite: {
    debut: '2026-04',
    duree: '4 à 6 mois',
    lieu: 'Lyon',
    modalite: 'sur site',
    autorisationTravail: 'Pas de visa nécessaire dans l’UE',
    langues: [
      { langue: 'Français', niveau: 'langue maternelle' },
      { langue: 'Anglais', niveau: 'B2' },
    ],
  },
};
