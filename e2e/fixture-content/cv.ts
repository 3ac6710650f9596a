import type { CvContent } from '@/lib/content/cv-schema';

/** One education entry, no experience: the CV leaves that section out. */
export const cv: CvContent = {
  formations: [
    {
      diplome: 'BUT Informatique',
      ecole: 'IUT de Rennes',
      debut: '2023-09',
    },
  ],
};
