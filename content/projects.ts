import type { Project } from '@/lib/content/content-schema';

/**
 * The projects, newest first. Add one by copying an entry: its page and its card follow. Each text is in
 * French, or in French and English side by side: `{ fr: '…', en: '…' }`; a list of paragraphs gives each
 * paragraph its own `{ fr, en }`.
 */
export const projects: Project[] = [
  {
    slug: 'portfolio',
    titre: { fr: 'Portfolio', en: 'Portfolio' },
    descriptionCourte: {
      fr: 'Le site que vous parcourez : un portfolio statique, rapide et accessible, construit avec React.',
      en: 'The site you are browsing: a static, fast and accessible portfolio built with React.',
    },
    descriptionLongue: [
      {
        fr: "Ce portfolio présente mes projets, mon parcours et un formulaire de contact. Il est pensé d'abord pour le téléphone : chaque page est générée à l'avance et s'affiche instantanément.",
        en: 'This portfolio presents my projects, my background and a contact form. It is designed for phones first: every page is generated in advance and shows up instantly.',
      },
      {
        fr: "Les projets se filtrent par type et par technologie ; le filtre choisi reste dans l'adresse de la page, ce qui permet de partager une sélection.",
        en: 'Projects can be filtered by type and by technology; the chosen filter stays in the page address, so a selection can be shared.',
      },
      {
        fr: "J'ai soigné l'accessibilité (navigation au clavier, contrastes, lecteurs d'écran) et la performance (images optimisées, très peu de JavaScript).",
        en: 'I took care of accessibility (keyboard navigation, contrast, screen readers) and performance (optimised images, very little JavaScript).',
      },
    ],
    miniature: 'images/projets/portfolio-1.png',
    images: [
      'images/projets/portfolio-1.png',
      'images/projets/portfolio-2.png',
      'images/projets/portfolio-3.png',
    ],
    tags: ['React', 'JavaScript'],
    type: 'professionnel',
    date: { fr: 'Été 2025', en: 'Summer 2025' },
    lien: 'https://example.org/portfolio',
    // The case study: every part is optional, and the page shows those you write, in this order.
    contexte: {
      fr: "Je cherchais un stage et voulais montrer mes projets autrement qu'en pièce jointe : un site qu'un recruteur ouvre depuis son téléphone, entre deux entretiens.",
      en: 'I was looking for an internship and wanted to show my projects some other way than as an attachment: a site a recruiter opens on their phone, between two interviews.',
    },
    role: { fr: 'Conception, développement, tests et mise en ligne.', en: 'Design, development, testing and deployment.' },
    equipe: 1,
    duree: { fr: '3 mois, à côté des cours', en: '3 months, alongside my studies' },
    choixTechniques: [
      {
        fr: "Un export statique de Next.js : chaque page est un fichier HTML prêt à l'avance, servi par n'importe quel hébergeur gratuit.",
        en: 'A static export of Next.js: every page is an HTML file ready in advance, served by any free host.',
      },
      {
        fr: "La difficulté a été de garder le filtre et le carrousel utilisables avant même le chargement de React : ils sont rendus en HTML et animés par un petit script.",
        en: 'The hard part was keeping the filter and the carousel usable before React has even loaded: they are rendered as HTML and brought to life by a small script.',
      },
    ],
    resultat: {
      fr: 'Le site se charge en moins d’une seconde sur un téléphone en 4G et passe les contrôles automatiques d’accessibilité.',
      en: 'The site loads in under a second on a phone over 4G and passes the automated accessibility checks.',
    },
    chiffres: [
      { valeur: { fr: '100', en: '100' }, libelle: { fr: 'score Lighthouse en accessibilité', en: 'Lighthouse accessibility score' } },
      { valeur: { fr: '< 60 Ko', en: '< 60 KB' }, libelle: { fr: 'par image', en: 'per image' } },
    ],
    apprentissages: {
      fr: "Mesurer avant d'optimiser, et tester ce que voit le visiteur plutôt que le code.",
      en: 'Measure before optimising, and test what the visitor sees rather than the code.',
    },
  },
  {
    slug: 'niltiplication',
    titre: { fr: 'Niltiplication', en: 'Niltiplication' },
    descriptionCourte: {
      fr: "Une application web d'entraînement aux tables de multiplication, avec scores enregistrés en base de données.",
      en: 'A web application for practising multiplication tables, with scores saved in a database.',
    },
    descriptionLongue: {
      fr: "Projet universitaire réalisé en équipe : une application web qui aide les élèves à réviser les tables de multiplication sous forme de séries chronométrées. Les comptes, les scores et le classement sont enregistrés dans une base de données relationnelle interrogée en PHP, et l'interface est écrite en HTML et CSS sans framework.",
      en: 'A university team project: a web application that helps pupils revise their multiplication tables through timed rounds. Accounts, scores and the leaderboard are stored in a relational database queried from PHP, and the interface is written in HTML and CSS without a framework.',
    },
    miniature: 'images/projets/niltiplication-1.png',
    images: ['images/projets/niltiplication-1.png', 'images/projets/niltiplication-2.png'],
    tags: ['PHP', 'HTML', 'CSS', 'SQL'],
    type: 'universitaire',
    date: { fr: 'Janvier/Mai 2025', en: 'January–May 2025' },
  },
];
