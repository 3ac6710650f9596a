import type { CvContent } from '@/lib/content/cv-schema';

/** One education entry, no experience: the CV leaves that section out. */
export const cv: CvContent = {
  formations: [
    {
      diplome: { fr: 'BUT Informatique', en: 'Bachelor of Technology in Computer Science' },
      ecole: { fr: 'IUT de Rennes', en: 'IUT de Rennes (University Institute of Technology)' },
      debut: '2023-09',
    },
  ],
};
