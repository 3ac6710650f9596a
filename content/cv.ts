import type { CvContent } from '@/lib/content/cv-schema';

/**
 * What the CV adds to the rest of the content: education and experience, both optional (an empty or
 * absent list leaves its section out). Dates are "AAAA-MM"; leave `fin` out while it goes on. The CV
 * lists the most recent first, whatever the order here. Each text is in French, or in French and
 * English side by side: `{ fr: '…', en: '…' }`.
 *
 * The CV is generated as a PDF at build time. To serve your own PDF instead, put it in content/ and
 * set `pdf: 'cv.pdf'` (a path relative to content/, like the images), or one per language:
 * `pdf: { fr: 'cv.pdf', en: 'cv-en.pdf' }`. `nomFichier` changes the downloaded file's name (by default
 * "cv-prenom-nom.pdf", from your name).
 */
export const cv: CvContent = {
  formations: [
    {
      diplome: { fr: 'BUT Informatique, parcours développement web', en: 'Bachelor of Technology in Computer Science, web development track' },
      ecole: { fr: 'IUT Lyon 1', en: 'IUT Lyon 1 (University Institute of Technology)' },
      lieu: { fr: 'Villeurbanne', en: 'Villeurbanne' },
      debut: '2023-09',
      fin: '2026-08',
      description: {
        fr: 'Développement web et mobile, bases de données, gestion de projet en équipe.',
        en: 'Web and mobile development, databases, team project management.',
      },
    },
    {
      diplome: {
        fr: 'Baccalauréat général, spécialités mathématiques et NSI',
        en: 'French baccalaureate, majoring in mathematics and computer science',
      },
      ecole: { fr: 'Lycée Ampère', en: 'Lycée Ampère (high school)' },
      lieu: { fr: 'Lyon', en: 'Lyon' },
      debut: '2020-09',
      fin: '2023-07',
      description: { fr: 'Mention bien.', en: 'With honours.' },
    },
  ],
  experiences: [
    {
      poste: { fr: 'Développeur web (mission freelance)', en: 'Web developer (freelance assignment)' },
      entreprise: { fr: 'Association Les Pentes Vertes', en: 'Les Pentes Vertes (non-profit association)' },
      lieu: { fr: 'Lyon', en: 'Lyon' },
      debut: '2025-06',
      fin: '2025-08',
      description: {
        fr: 'Refonte du site de l’association : pages statiques accessibles, formulaire d’adhésion.',
        en: 'Redesign of the association’s website: accessible static pages, membership form.',
      },
    },
  ],
};
