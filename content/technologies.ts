import type { Technology } from '@/lib/content/content-schema';

/**
 * The technologies. Colours are hexadecimal; the build checks that textColor on bgLight and the dark
 * theme's light text on bgDark both reach WCAG AA (4.5:1), and names the pair that does not.
 */
export const technologies: Technology[] = [
  {
    label: 'HTML',
    imgSrc: 'icons/html.svg',
    bgLight: '#fde8e1',
    bgDark: '#5a1e0c',
    borderColor: '#e34f26',
    textColor: '#8f2a0c',
    href: 'https://developer.mozilla.org/fr/docs/Web/HTML',
  },
  {
    label: 'CSS',
    imgSrc: 'icons/css.svg',
    bgLight: '#efe6f8',
    bgDark: '#3b1d5c',
    borderColor: '#663399',
    textColor: '#56287f',
    href: 'https://developer.mozilla.org/fr/docs/Web/CSS',
  },
  {
    label: 'JavaScript',
    imgSrc: 'icons/javascript.svg',
    bgLight: '#fdf6c3',
    bgDark: '#463d00',
    borderColor: '#c9ae00',
    textColor: '#574b00',
    href: 'https://developer.mozilla.org/fr/docs/Web/JavaScript',
  },
  {
    label: 'PHP',
    imgSrc: 'icons/php.svg',
    bgLight: '#eceefa',
    bgDark: '#2f3366',
    borderColor: '#777bb4',
    textColor: '#3c407a',
    href: 'https://www.php.net/manual/fr/',
  },
  {
    label: 'SQL',
    imgSrc: 'icons/sql.svg',
    bgLight: '#e3eef9',
    bgDark: '#173a5c',
    borderColor: '#4479a1',
    textColor: '#1d4b74',
    href: 'https://fr.wikipedia.org/wiki/Structured_Query_Language',
  },
  {
    label: 'React',
    imgSrc: 'icons/react.svg',
    bgLight: '#e0f7fd',
    bgDark: '#0d3a46',
    borderColor: '#1fb8e0',
    textColor: '#0a5061',
    href: 'https://fr.react.dev/',
  },
  {
    label: 'Figma',
    imgSrc: 'icons/figma.svg',
    bgLight: '#fde6e0',
    bgDark: '#5c1c0b',
    borderColor: '#f24e1e',
    textColor: '#962c0e',
    href: 'https://www.figma.com/fr-fr/',
  },
  {
    label: 'Python',
    imgSrc: 'icons/python.svg',
    bgLight: '#e5edf7',
    bgDark: '#1e3a5a',
    borderColor: '#3776ab',
    textColor: '#244a74',
    href: 'https://docs.python.org/fr/3/',
  },
];
