import type { Profile } from '@/lib/content/content-schema';

/**
 * A placeholder identity: the owner replaces every field with their own. Each text is in French, or in
 * French and English side by side: `{ fr: '…', en: '…' }` (the English pages need every one of them).
 */
export const profile: Profile = {
  name: 'Alex Exemple',
  alias: 'alex.dev',
  jobTitle: { fr: 'Developpeur Web', en: 'Web Developer' },
  recherche: {
    fr: "À la recherche d'un stage en développement web à partir d'avril 2026.",
    en: 'Looking for a web development internship from April 2026.',
  },
  photo: 'images/profil.png',
  photoAlt: { fr: "Portrait d'Alex Exemple", en: 'Portrait of Alex Exemple' },
  biographie: [
    {
      fr: "Étudiant en informatique, je conçois des sites et des applications web depuis trois ans. J'aime les interfaces sobres, rapides et utilisables par tout le monde.",
      en: 'A computer science student, I have been designing websites and web applications for three years. I like interfaces that are simple, fast and usable by everyone.',
    },
    {
      fr: "Je cherche un stage à partir d'avril 2026 pour travailler au sein d'une équipe sur un produit réel, côté front-end comme côté back-end.",
      en: 'I am looking for an internship from April 2026 to work in a team on a real product, on the front end as well as the back end.',
    },
  ],
  passions: [
    { fr: 'La photographie de rue', en: 'Street photography' },
    { fr: 'Les jeux de société', en: 'Board games' },
    { fr: 'La course à pied', en: 'Running' },
    { fr: 'La musique électronique', en: 'Electronic music' },
  ],
  badges: [
    { label: { fr: 'Stage dès avril 2026', en: 'Internship from April 2026' } },
    { label: { fr: 'Front-end & back-end', en: 'Front-end & back-end' } },
    { label: { fr: 'Basé à Lyon', en: 'Based in Lyon' } },
  ],
  linkedin: 'https://example.org/linkedin/alex-exemple',
  github: 'https://example.org/github/alex-exemple',
  email: 'alex.exemple@example.org',
  localisation: { fr: 'Lyon, France', en: 'Lyon, France' },
  // Shown on the home page, the about page and the CV. debut is "AAAA-MM"; modalite is 'sur site', 'hybride'
  // or 'à distance'; autorisationTravail and langues can be left out.
  disponibilite: {
    debut: '2026-04',
    duree: { fr: '4 à 6 mois', en: '4 to 6 months' },
    lieu: { fr: 'Lyon', en: 'Lyon' },
    modalite: 'sur site',
    autorisationTravail: { fr: 'Pas de visa nécessaire dans l’UE', en: 'No visa needed in the EU' },
    langues: [
      { langue: { fr: 'Français', en: 'French' }, niveau: { fr: 'langue maternelle', en: 'native' } },
      { langue: { fr: 'Anglais', en: 'English' }, niveau: { fr: 'B2', en: 'B2' } },
    ],
  },
};
