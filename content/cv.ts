import type { CvContent } from '@/lib/content/cv-schema';

/**
 * What the CV adds to the rest of the content: education and experience, both optional (an empty or
 * absent list leaves its section out). Dates are "AAAA-MM"; leave `fin` out while it goes on. The CV
 * lists the most recent first, whatever the order here.
 *
 * The CV is generated as a PDF at build time. To serve your own PDF instead, put it in content/ and
 * set `pdf: 'cv.pdf'` (a path relative to content/, like the images). `nomFichier` changes the downloaded file's name (by default
 * "cv-prenom-nom.pdf", from your name).
 */
export const cv: CvContent = {
  formations: [
    {
      diplome: 'BUT Informatique, parcours développement web',
      ecole: 'IUT Lyon 1',
      lieu: 'Villeurbanne',
      debut: '2023-09',
      fin: '2026-08',
      description: 'Développement web et mobile, bases de données, gestion de projet en équipe.',
    },
    {
      diplome: 'Baccalauréat général, spécialités mathématiques et NSI',
      ecole: 'Lycée Ampère',
      lieu: 'Lyon',
      debut: '2020-09',
      fin: '2023-07',
      description: 'Mention bien.',
    },
  ],
  experiences: [
    {
      poste: 'Développeur web (mission freelance)',
      entreprise: 'Association Les Pentes Vertes',
      lieu: 'Lyon',
      debut: '2025-06',
      fin: '2025-08',
      description: 'Refonte du site de l’association : pages statiques accessibles, formulaire d’adhésion.',
    },
  ],
};
