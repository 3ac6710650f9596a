import type { Skill } from '@/lib/content/content-schema';

/** The eight skills of the about page, each linking to its technology's site. */
export const skills: Skill[] = [
  { technologie: 'HTML', infobulle: { fr: 'Structure sémantique et accessible des pages', en: 'Semantic, accessible page structure' } },
  { technologie: 'CSS', infobulle: { fr: 'Mises en page responsives, Flexbox et Grid', en: 'Responsive layouts, Flexbox and Grid' } },
  { technologie: 'JavaScript', infobulle: { fr: 'Interactions, DOM et appels réseau', en: 'Interactions, the DOM and network requests' } },
  { technologie: 'React', infobulle: { fr: 'Composants, hooks et Next.js', en: 'Components, hooks and Next.js' } },
  { technologie: 'PHP', infobulle: { fr: 'Applications web côté serveur', en: 'Server-side web applications' } },
  { technologie: 'SQL', infobulle: { fr: 'Modélisation et requêtes relationnelles', en: 'Relational modelling and queries' } },
  { technologie: 'Python', infobulle: { fr: 'Scripts, automatisation et analyse de données', en: 'Scripting, automation and data analysis' } },
  { technologie: 'Figma', infobulle: { fr: 'Maquettes et prototypes avant le code', en: 'Mock-ups and prototypes before the code' } },
];
