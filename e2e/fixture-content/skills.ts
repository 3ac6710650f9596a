import type { Skill } from '@/lib/content/content-schema';

export const skills: Skill[] = [
  { technologie: 'TypeScript', infobulle: 'Types stricts du front au back' },
  { technologie: 'React', infobulle: 'Composants et hooks' },
  { technologie: 'HTML', infobulle: 'Sémantique et accessibilité' },
  { technologie: 'CSS', infobulle: 'Grid, Flexbox et animations sobres' },
  { technologie: 'JavaScript', infobulle: 'Le langage du navigateur' },
  { technologie: 'Python', infobulle: 'Robotique et scripts' },
  { technologie: 'SQL', infobulle: 'Requêtes et modélisation' },
  { technologie: 'Figma', infobulle: 'Maquettes' },
];
