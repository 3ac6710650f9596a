import type { Project } from '@/lib/content/content-schema';

/** Six projects that cover what the placeholder content does not. */
export const projects: Project[] = [
  {
    slug: 'meteo-locale',
    titre: {
      fr: 'Météo locale : une application de prévisions à l’heure près, pensée pour les cyclistes urbains',
      en: 'Local weather: an hour-by-hour forecast app designed for city cyclists',
    },
    descriptionCourte: {
      fr: 'Prévisions heure par heure et alertes de pluie, hors ligne sur téléphone.',
      en: 'Hour-by-hour forecasts and rain alerts, offline on your phone.',
    },
    descriptionLongue: [
      {
        fr: 'Une application web progressive qui affiche la météo de la journée heure par heure.',
        en: 'A progressive web app that shows the day’s weather hour by hour.',
      },
      {
        fr: 'Les données sont mises en cache pour rester lisibles sans réseau.',
        en: 'The data is cached so that it stays readable without a network.',
      },
    ],
    miniature: 'images/projets/meteo-1.png',
    images: ['images/projets/meteo-1.png', 'images/projets/meteo-2.jpg', 'images/projets/meteo-3.webp'],
    tags: ['TypeScript', 'React', 'CSS', 'HTML', 'Figma'],
    type: 'personnel',
    date: { fr: 'Hiver 2025', en: 'Winter 2025' },
    lien: 'https://example.net/meteo',
  },
  {
    slug: 'gestion-stages',
    titre: { fr: 'Gestion des stages', en: 'Internship management' },
    descriptionCourte: {
      fr: 'Le suivi des conventions de stage d’un département, de la demande à la signature.',
      en: 'Tracking a department’s internship agreements, from the request to the signature.',
    },
    descriptionLongue: {
      fr: 'Application interne réalisée en alternance : formulaires, validations et tableaux de bord.',
      en: 'An in-house application built during a work-study placement: forms, approvals and dashboards.',
    },
    miniature: 'images/projets/stages.png',
    images: ['images/projets/stages.png'],
    tags: ['PHP', 'SQL'],
    type: 'professionnel',
    date: { fr: '2024-2025', en: '2024–2025' },
  },
  {
    slug: 'robot-trieur',
    titre: { fr: 'Robot trieur', en: 'Sorting robot' },
    descriptionCourte: {
      fr: 'Un bras robotisé qui trie des pièces par couleur, piloté en Python.',
      en: 'A robotic arm that sorts parts by colour, controlled with Python.',
    },
    descriptionLongue: [
      { fr: 'Projet de deuxième année, en équipe de quatre.', en: 'A second-year project, in a team of four.' },
      { fr: 'Vision par ordinateur et commande des moteurs.', en: 'Computer vision and motor control.' },
    ],
    miniature: 'images/projets/robot-1.jpg',
    images: ['images/projets/robot-1.jpg', 'images/projets/robot-2.png'],
    tags: ['Python'],
    type: 'universitaire',
    date: { fr: 'Printemps 2024', en: 'Spring 2024' },
    lien: 'https://example.net/robot',
    // Two parts of a case study only: the others are left out of the page.
    equipe: 4,
    duree: { fr: 'Un semestre', en: 'One semester' },
  },
  {
    slug: 'atelier-accessibilite',
    titre: { fr: 'Atelier accessibilité', en: 'Accessibility workshop' },
    descriptionCourte: {
      fr: 'Des exercices interactifs pour apprendre à rendre une page accessible.',
      en: 'Interactive exercises to learn how to make a page accessible.',
    },
    descriptionLongue: {
      fr: 'Une série de pages à corriger, chacune vérifiée automatiquement dans le navigateur.',
      en: 'A series of pages to fix, each one checked automatically in the browser.',
    },
    miniature: 'images/projets/atelier.webp',
    images: ['images/projets/atelier.webp', 'images/projets/meteo-3.webp'],
    tags: ['HTML', 'CSS', 'JavaScript', 'TypeScript'],
    type: 'personnel',
    date: { fr: 'Été 2024', en: 'Summer 2024' },
    lien: 'https://example.net/atelier',
  },
  {
    slug: 'quiz-sql',
    titre: { fr: 'Quiz SQL', en: 'SQL quiz' },
    descriptionCourte: { fr: 'Un quiz pour réviser les jointures.', en: 'A quiz to revise joins.' },
    descriptionLongue: { fr: 'Petit projet universitaire.', en: 'A small university project.' },
    miniature: 'images/projets/robot-2.png',
    images: ['images/projets/robot-2.png', 'images/projets/stages.png'],
    tags: ['SQL', 'PHP'],
    type: 'universitaire',
    date: { fr: '2023', en: '2023' },
  },
  {
    slug: 'carnet-velo',
    titre: { fr: 'Carnet vélo', en: 'Cycling logbook' },
    descriptionCourte: {
      fr: 'Un carnet de trajets à vélo, avec une démonstration en vidéo.',
      en: 'A logbook of bike rides, with a video demonstration.',
    },
    descriptionLongue: {
      fr: 'Une application web pour noter ses trajets et suivre ses kilomètres de la semaine.',
      en: 'A web app to log your rides and keep track of your weekly kilometres.',
    },
    miniature: 'images/projets/meteo-2.jpg',
    images: ['images/projets/meteo-2.jpg', 'images/projets/atelier.webp'],
    // Between the two images, with French captions; its poster is an image of its own.
    video: {
      fichier: ['videos/demo-carnet.webm'],
      affiche: 'images/projets/carnet-affiche.png',
      sousTitres: 'videos/demo-carnet.fr.vtt',
      position: 2,
    },
    tags: ['TypeScript', 'React'],
    type: 'personnel',
    date: { fr: 'Automne 2025', en: 'Autumn 2025' },
    contexte: [
      { fr: 'Mon club de vélo notait ses sorties sur papier.', en: 'My cycling club kept track of its rides on paper.' },
      { fr: 'Les totaux se perdaient d’une saison à l’autre.', en: 'The totals got lost from one season to the next.' },
    ],
    role: {
      fr: 'Conception de l’interface et développement du stockage hors ligne.',
      en: 'Interface design and development of the offline storage.',
    },
    equipe: 2,
    duree: { fr: '6 semaines', en: '6 weeks' },
    choixTechniques: {
      fr: 'Une application web progressive, pour l’installer sans passer par une boutique.',
      en: 'A progressive web app, so that it installs without going through an app store.',
    },
    resultat: { fr: 'Le club l’utilise chaque semaine depuis septembre.', en: 'The club has used it every week since September.' },
    chiffres: [
      { valeur: { fr: '35', en: '35' }, libelle: { fr: 'membres inscrits', en: 'registered members' } },
      { valeur: { fr: '1 200 km', en: '1,200 km' }, libelle: { fr: 'notés le premier mois', en: 'logged in the first month' } },
    ],
    apprentissages: [
      { fr: 'Écouter les utilisateurs avant de coder.', en: 'Listen to users before coding.' },
      { fr: 'Tester hors ligne dès le premier jour.', en: 'Test offline from day one.' },
    ],
  },
];
