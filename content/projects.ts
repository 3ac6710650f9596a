import type { Project } from '@/lib/content/content-schema';

/** The projects, newest first. Add one by copying an entry: its page and its card follow. */
export const projects: Project[] = [
  {
    slug: 'portfolio',
    titre: 'Portfolio',
    descriptionCourte:
      'Le site que vous parcourez : un portfolio statique, rapide et accessible, construit avec React.',
    descriptionLongue: [
      "Ce portfolio présente mes projets, mon parcours et un formulaire de contact. Il est pensé d'abord pour le téléphone : chaque page est générée à l'avance et s'affiche instantanément.",
      "Les projets se filtrent par type et par technologie ; le filtre choisi reste dans l'adresse de la page, ce qui permet de partager une sélection.",
      "J'ai soigné l'accessibilité (navigation au clavier, contrastes, lecteurs d'écran) et la performance (images optimisées, très peu de JavaScript).",
    ],
    miniature: 'images/projets/portfolio-1.png',
    images: [
      'images/projets/portfolio-1.png',
      'images/projets/portfolio-2.png',
      'images/projets/portfolio-3.png',
    ],
    tags: ['React', 'JavaScript'],
    type: 'professionnel',
    date: 'Été 2025',
    lien: 'https://example.org/portfolio',
  },
  {
    slug: 'niltiplication',
    titre: 'Niltiplication',
    descriptionCourte:
      "Une application web d'entraînement aux tables de multiplication, avec scores enregistrés en base de données.",
    descriptionLongue:
      "Projet universitaire réalisé en équipe : une application web qui aide les élèves à réviser les tables de multiplication sous forme de séries chronométrées. Les comptes, les scores et le classement sont enregistrés dans une base de données relationnelle interrogée en PHP, et l'interface est écrite en HTML et CSS sans framework.",
    miniature: 'images/projets/niltiplication-1.png',
    images: ['images/projets/niltiplication-1.png', 'images/projets/niltiplication-2.png'],
    tags: ['PHP', 'HTML', 'CSS', 'SQL'],
    type: 'universitaire',
    date: 'Janvier/Mai 2025',
  },
];
