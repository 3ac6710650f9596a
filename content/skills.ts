import type { Skill } from '@/lib/content/content-schema';

/** The eight skills of the about page, each linking to its technology's site. */
export const skills: Skill[] = [
  { technologie: 'HTML', infobulle: 'Structure sémantique et accessible des pages' },
  { technologie: 'CSS', infobulle: 'Mises en page responsives, Flexbox et Grid' },
  { technologie: 'JavaScript', infobulle: 'Interactions, DOM et appels réseau' },
  { technologie: 'React', infobulle: 'Composants, hooks et Next.js' },
  { technologie: 'PHP', infobulle: 'Applications web côté serveur' },
  { technologie: 'SQL', infobulle: 'Modélisation et requêtes relationnelles' },
  { technologie: 'Python', infobulle: 'Scripts, automatisation et analyse de données' },
  { technologie: 'Figma', infobulle: 'Maquettes et prototypes avant le code' },
];
