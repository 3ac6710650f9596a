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
    // The case study: every part is optional, and the page shows those you write, in this order.
    contexte:
      "Je cherchais un stage et voulais montrer mes projets autrement qu'en pièce jointe : un site qu'un recruteur ouvre depuis son téléphone, entre deux entretiens.",
    role: 'Conception, développement, tests et mise en ligne.',
    equipe: 1,
    duree: '3 mois, à côté des cours',
    choixTechniques: [
      "Un export statique de Next.js : chaque page est un fichier HTML prêt à l'avance, servi par n'importe quel hébergeur gratuit.",
      "La difficulté a été de garder le filtre et le carrousel utilisables avant même le chargement de React : ils sont rendus en HTML et animés par un petit script.",
    ],
    resultat: 'Le site se charge en moins d’une seconde sur un téléphone en 4G et passe les contrôles automatiques d’accessibilité.',
    chiffres: [
      { valeur: '100', libelle: 'score Lighthouse en accessibilité' },
      { valeur: '< 60 Ko', libelle: 'par image' },
    ],
    apprentissages: "Mesurer avant d'optimiser, et tester ce que voit le visiteur plutôt que le code.",
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
