import type { Skill } from '@/lib/content/content-schema';

export const skills: Skill[] = [
  { technologie: 'TypeScript', infobulle: { fr: 'Types stricts du front au back', en: 'Strict types from front end to back end' } },
  { technologie: 'React', infobulle: { fr: 'Composants et hooks', en: 'Components and hooks' } },
  { technologie: 'HTML', infobulle: { fr: 'Sémantique et accessibilité', en: 'Semantics and accessibility' } },
  { technologie: 'CSS', infobulle: { fr: 'Grid, Flexbox et animations sobres', en: 'Grid, Flexbox and subtle animations' } },
  { technologie: 'JavaScript', infobulle: { fr: 'Le langage du navigateur', en: 'The language of the browser' } },
  { technologie: 'Python', infobulle: { fr: 'Robotique et scripts', en: 'Robotics and scripting' } },
  { technologie: 'SQL', infobulle: { fr: 'Requêtes et modélisation', en: 'Queries and modelling' } },
  { technologie: 'Figma', infobulle: { fr: 'Maquettes', en: 'Mock-ups' } },
];
