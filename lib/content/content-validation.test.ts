/**
 * @jest-environment node
 */
// No DOM here: the check runs in Node at build time, and structuredClone copies the content.
import { contentProblems } from '@/lib/build/content-check';
import { contentDir } from '@/lib/build/paths';
import { siteSchema, SKILL_COUNT, type ProjectVideo, type SiteContent, type Technology } from './content-schema';
import { closest, validateContent } from './content-validation';
import { missingTranslations } from './localized';

const MISSING = 'images/absente.png';
const MISSING_VIDEO = 'videos/absente.webm';

function technology(label: string): Technology {
  return {
    label,
    imgSrc: `icons/${label.toLowerCase()}.svg`,
    bgLight: '#ffffff',
    bgDark: '#101010',
    borderColor: '#888888',
    textColor: '#222222',
    href: `https://example.org/${label.toLowerCase()}`,
  };
}

/** A content of the tests' own: two projects, three technologies, eight skills. */
const fixture: SiteContent = {
  projects: [
    {
      slug: 'alpha',
      titre: 'Alpha',
      descriptionCourte: 'Premier projet.',
      descriptionLongue: ['Un paragraphe.', 'Un autre.'],
      miniature: 'images/alpha-1.png',
      images: ['images/alpha-1.png', 'images/alpha-2.jpg'],
      tags: ['JavaScript'],
      type: 'personnel',
      date: '2024',
      lien: 'https://example.org/alpha',
    },
    {
      slug: 'beta',
      titre: 'Beta',
      descriptionCourte: 'Second projet.',
      descriptionLongue: 'Un seul paragraphe.',
      miniature: 'images/beta.webp',
      images: ['images/beta.webp'],
      tags: ['Go', 'Rust'],
      type: 'universitaire',
      date: 'Printemps 2025',
    },
  ],
  technologies: [technology('JavaScript'), technology('Go'), technology('Rust')],
  skills: Array.from({ length: SKILL_COUNT }, (_, i) => ({ technologie: ['JavaScript', 'Go', 'Rust'][i % 3], infobulle: `Compétence ${i}` })),
  profile: {
    name: 'Camille Test',
    alias: 'camille',
    jobTitle: 'Développeuse web',
    recherche: 'Cherche un stage.',
    photo: 'images/moi.jpg',
    photoAlt: 'Portrait',
    biographie: ['Bio.'],
    passions: ['Escalade'],
    badges: [{ label: 'Disponible' }],
    linkedin: 'https://example.org/in/camille',
    github: 'https://example.org/gh/camille',
    email: 'camille@example.org',
    localisation: 'Nantes',
    disponibilite: { debut: '2026-04', duree: '6 mois', lieu: 'Nantes', modalite: 'hybride' },
  },
  legal: { sections: [{ titre: 'Éditeur', paragraphes: ['Camille Test.'] }] },
  site: { languages: ['fr'], site: { name: 'Camille Test · Développeuse web', description: 'Le portfolio de Camille Test.' } },
  palette: {
    light: {
      background: '#f5f5f5',
      surface: '#ffffff',
      surfaceMuted: '#eeeeee',
      text: '#111111',
      textMuted: '#555555',
      border: '#cccccc',
      primary: '#0044aa',
      primaryStrong: '#003377',
      onPrimary: '#ffffff',
      accent: '#aa3300',
      focus: '#0044aa',
      danger: '#aa0000',
    },
    dark: {
      background: '#111111',
      surface: '#1a1a1a',
      surfaceMuted: '#222222',
      text: '#eeeeee',
      textMuted: '#bbbbbb',
      border: '#444444',
      primary: '#88aaff',
      primaryStrong: '#aaccff',
      onPrimary: '#111111',
      accent: '#ffaa66',
      focus: '#aaccff',
      danger: '#ff9999',
    },
    iconBackground: '#0044aa',
  },
};

/** Checks a copy of the fixture with one thing broken; every file exists but MISSING and MISSING_VIDEO. */
function problemsAfter(breakContent: (content: SiteContent) => void): string[] {
  const content = structuredClone(fixture);
  breakContent(content);
  return validateContent(content, { fileExists: (file) => file !== MISSING && file !== MISSING_VIDEO });
}

test('the fixture is valid', () => {
  expect(problemsAfter(() => {})).toEqual([]);
});

test('the content the site is built from is valid, its files included', () => {
  expect(contentProblems(contentDir)).toEqual([]);
});

describe('projects', () => {
  test('a slug is made of lowercase letters, digits and hyphens', () => {
    expect(problemsAfter((c) => (c.projects[1].slug = 'Beta 2'))).toEqual([
      'content/projects.ts : projet n° 2 « Beta 2 » : slug « Beta 2 » ne doit contenir que des minuscules sans accent, des chiffres et des tirets',
    ]);
  });

  test('a repeated slug names both entries by their positions', () => {
    expect(problemsAfter((c) => (c.projects[1].slug = 'alpha'))).toEqual([
      'content/projects.ts : projet n° 2 « alpha » : slug « alpha » est déjà celui du projet n° 1 : chacun doit être unique',
    ]);
  });

  test('the type is one of the project types, which the message lists', () => {
    expect(problemsAfter((c) => Object.assign(c.projects[0], { type: 'associatif' }))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : type « associatif » doit valoir « professionnel », « universitaire », « personnel »',
    ]);
  });

  test('a tag that names no technology lists the accepted ones and the closest', () => {
    expect(problemsAfter((c) => (c.projects[0].tags = ['Javascript']))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : tags[0] « Javascript » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Rust) ; vouliez-vous dire « JavaScript » ?',
    ]);
    expect(problemsAfter((c) => c.projects[1].tags.push('Kubernetes'))).toEqual([
      'content/projects.ts : projet n° 2 « beta » : tags[2] « Kubernetes » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Rust)',
    ]);
  });

  test('every image exists in the content folder', () => {
    expect(problemsAfter((c) => (c.projects[0].images[1] = MISSING))).toEqual([
      `content/projects.ts : projet n° 1 « alpha » : images[1] « ${MISSING} » n’existe pas dans le dossier du contenu`,
    ]);
    expect(problemsAfter((c) => (c.projects[1].miniature = MISSING))).toEqual([
      `content/projects.ts : projet n° 2 « beta » : miniature « ${MISSING} » n’existe pas dans le dossier du contenu`,
    ]);
  });

  test('an image is a file of the content folder, never another site or a path outside', () => {
    for (const image of ['https://example.org/a.png', '/images/alpha-1.png', '../secret.png', 'images/notes.txt']) {
      const problems = problemsAfter((c) => (c.projects[0].images[0] = image));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`images[0] « ${image} » doit être le chemin d’une image`);
    }
  });

  test('there is at least one image, and lien is an absolute address', () => {
    expect(problemsAfter((c) => (c.projects[1].images = []))).toEqual([
      'content/projects.ts : projet n° 2 « beta » : images doit contenir au moins une image',
    ]);
    expect(problemsAfter((c) => (c.projects[1].lien = 'example.org/beta'))).toEqual([
      'content/projects.ts : projet n° 2 « beta » : lien « example.org/beta » doit être une adresse absolue en http(s)://',
    ]);
    expect(problemsAfter((c) => (c.projects[1].lien = 'http://example.org/beta'))).toEqual([]);
  });

  test('a missing field and empty text are named', () => {
    expect(
      problemsAfter((c) => {
        delete (c.projects[0] as Partial<SiteContent['projects'][number]>).date;
        c.projects[1].descriptionLongue = ['  '];
      }),
    ).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : date est obligatoire',
      'content/projects.ts : projet n° 2 « beta » : descriptionLongue[0] ne doit pas être vide',
    ]);
  });
});

/** A project told as a full case study, with a video: what the fixture's first project becomes. */
function withCaseStudy(content: SiteContent): SiteContent['projects'][number] {
  return Object.assign(content.projects[0], {
    contexte: 'Un besoin.',
    role: ['Conception.', 'Développement.'],
    equipe: 3,
    duree: '2 mois',
    choixTechniques: 'Un choix.',
    resultat: 'Un résultat.',
    chiffres: [{ valeur: '17/20', libelle: 'note finale' }],
    apprentissages: ['Une leçon.'],
    video: { fichier: 'videos/demo.webm', affiche: 'images/affiche.png', sousTitres: 'videos/demo.vtt', position: 3 },
  });
}

describe('a case study and a video', () => {
  test('every part is optional, and a project may have them all', () => {
    expect(problemsAfter(withCaseStudy)).toEqual([]);
    expect(problemsAfter((c) => (withCaseStudy(c).video!.fichier = ['videos/demo.webm', 'videos/demo.mp4']))).toEqual([]);
  });

  test('the team is a whole number of people, the owner included', () => {
    expect(problemsAfter((c) => (withCaseStudy(c).equipe = 0))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : equipe doit valoir au moins 1 (vous)',
    ]);
    expect(problemsAfter((c) => Object.assign(withCaseStudy(c), { equipe: 'seul' }))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : equipe « seul » doit être un nombre entier de personnes, vous compris (1 pour un projet individuel)',
    ]);
  });

  test('texts are not empty, and figures have a value and a label', () => {
    expect(
      problemsAfter((c) => {
        const project = withCaseStudy(c);
        project.contexte = ' ';
        project.chiffres = [{ valeur: '120', libelle: '' }];
        Object.assign(project, { apprentissages: 42 });
      }),
    ).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : contexte ne doit pas être vide',
      'content/projects.ts : projet n° 1 « alpha » : chiffres[0].libelle ne doit pas être vide',
      "content/projects.ts : projet n° 1 « alpha » : apprentissages doit être un texte ou une liste de textes, chacun '…' ou { fr: '…', en: '…' }",
    ]);
  });

  test('a video is a WebM or MP4 file, with captions in WebVTT', () => {
    expect(
      problemsAfter((c) => {
        const { video } = withCaseStudy(c);
        video!.fichier = 'videos/demo.mov';
        video!.sousTitres = 'videos/demo.srt';
      }),
    ).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : video.fichier « videos/demo.mov » doit être le chemin d’une vidéo WebM ou MP4 dans le dossier content/ : par exemple « videos/demo.webm »',
      'content/projects.ts : projet n° 1 « alpha » : video.sousTitres « videos/demo.srt » doit être le chemin d’un fichier de sous-titres WebVTT (.vtt) dans le dossier content/ : par exemple « videos/demo.vtt »',
    ]);
  });

  test('the video, its poster and its captions exist in the content folder', () => {
    expect(
      problemsAfter((c) => {
        const { video } = withCaseStudy(c);
        video!.fichier = ['videos/demo.webm', MISSING_VIDEO];
        video!.affiche = MISSING;
      }),
    ).toEqual([
      `content/projects.ts : projet n° 1 « alpha » : video.fichier[1] « ${MISSING_VIDEO} » n’existe pas dans le dossier du contenu`,
      `content/projects.ts : projet n° 1 « alpha » : video.affiche « ${MISSING} » n’existe pas dans le dossier du contenu`,
    ]);
    expect(problemsAfter((c) => delete (withCaseStudy(c).video as Partial<ProjectVideo>).affiche)).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : video.affiche est obligatoire',
    ]);
  });

  test('the video takes a place in the carousel, from the first to after the last image', () => {
    expect(problemsAfter((c) => (withCaseStudy(c).video!.position = 1))).toEqual([]);
    expect(problemsAfter((c) => (withCaseStudy(c).video!.position = 4))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : video.position vaut 4, mais le carrousel n’a que 3 places avec la vidéo : ' +
        'écrivez un nombre de 1 à 3, ou retirez position pour la mettre après les images',
    ]);
    expect(problemsAfter((c) => (withCaseStudy(c).video!.position = 0))).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : video.position doit valoir au moins 1',
    ]);
  });
});

describe('technologies', () => {
  test('colours are hexadecimal, and the message says what to write instead of a name', () => {
    expect(problemsAfter((c) => (c.technologies[0].borderColor = 'rebeccapurple'))).toEqual([
      'content/technologies.ts : technologie n° 1 « JavaScript » : borderColor « rebeccapurple » doit être une couleur hexadécimale ' +
        '(#rgb ou #rrggbb) : écrivez par exemple #663399 plutôt que rebeccapurple ou rgb(102, 51, 153)',
    ]);
    expect(problemsAfter((c) => (c.technologies[0].bgLight = '#FFF'))).toEqual([]);
  });

  test('a tag that fails WCAG AA names the technology, the pair and which way to change it', () => {
    expect(problemsAfter((c) => (c.technologies[1].textColor = '#999999'))).toEqual([
      'content/technologies.ts : technologie n° 2 « Go » : textColor #999999 sur bgLight #ffffff n’offre qu’un ' +
        'contraste de 2,8:1, il faut au moins 4,5:1 (WCAG AA) : foncez textColor ou éclaircissez bgLight',
    ]);
    expect(problemsAfter((c) => (c.technologies[2].bgDark = '#7a7a7a'))).toEqual([
      `content/technologies.ts : technologie n° 3 « Rust » : le texte du thème sombre (dark.text de content/palette.ts) ${fixture.palette.dark.text} ` +
        'sur bgDark #7a7a7a n’offre qu’un contraste de 3,6:1, il faut au moins 4,5:1 (WCAG AA) : ' +
        'foncez bgDark ou éclaircissez le texte du thème sombre (dark.text de content/palette.ts)',
    ]);
  });

  test('in the dark theme, tags are measured against the palette’s text', () => {
    const lines = problemsAfter((c) => (c.palette.dark.text = '#777777'));
    expect(lines.filter((line) => line.startsWith('content/technologies.ts'))).toHaveLength(fixture.technologies.length);
  });

  test('labels are unique, and every problem is listed at once', () => {
    expect(problemsAfter((c) => (c.technologies[2].label = 'Go'))).toEqual([
      'content/projects.ts : projet n° 2 « beta » : tags[1] « Rust » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Go)',
      'content/skills.ts : compétence n° 3 « Rust » : technologie « Rust » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Go)',
      'content/skills.ts : compétence n° 6 « Rust » : technologie « Rust » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Go)',
      'content/technologies.ts : technologie n° 3 « Go » : label « Go » est déjà celui de la technologie n° 2 : chacun doit être unique',
    ]);
  });
});

describe('the palette', () => {
  test('colours are hexadecimal, each named by its theme and field', () => {
    expect(
      problemsAfter((c) => {
        c.palette.dark.primary = 'violet';
        c.palette.iconBackground = 'bleu';
        delete (c.palette.light as Partial<SiteContent['palette']['light']>).danger;
      }),
    ).toEqual([
      'content/palette.ts : thème clair : danger est obligatoire',
      'content/palette.ts : thème sombre : primary « violet » doit être une couleur hexadécimale (#rgb ou #rrggbb) : ' +
        'écrivez par exemple #663399 plutôt que rebeccapurple ou rgb(102, 51, 153)',
      'content/palette.ts : palette : iconBackground « bleu » doit être une couleur hexadécimale (#rgb ou #rrggbb) : ' +
        'écrivez par exemple #663399 plutôt que rebeccapurple ou rgb(102, 51, 153)',
    ]);
  });

  test('a text colour too faint on a background of its theme names the pair, and which way to change it', () => {
    const faint = [
      ['background', '#f5f5f5', '2,1:1'],
      ['surface', '#ffffff', '2,3:1'],
      ['surfaceMuted', '#eeeeee', '2:1'],
    ];
    expect(problemsAfter((c) => (c.palette.light.textMuted = '#aaaaaa'))).toEqual(
      faint.map(
        ([name, value, ratio]) =>
          `content/palette.ts : thème clair : textMuted #aaaaaa sur ${name} ${value} n’offre qu’un contraste de ${ratio}, ` +
          `il faut au moins 4,5:1 (WCAG AA) : foncez textMuted ou éclaircissez ${name}`,
      ),
    );
    expect(problemsAfter((c) => (c.palette.dark.surfaceMuted = '#777777'))).toContain(
      'content/palette.ts : thème sombre : text #eeeeee sur surfaceMuted #777777 n’offre qu’un contraste de 3,8:1, ' +
        'il faut au moins 4,5:1 (WCAG AA) : foncez surfaceMuted ou éclaircissez text',
    );
  });

  test('a button’s label is measured on both its colours', () => {
    expect(problemsAfter((c) => (c.palette.dark.onPrimary = '#777777'))).toEqual([
      'content/palette.ts : thème sombre : onPrimary #777777 sur primary #88aaff n’offre qu’un contraste de 1,9:1, ' +
        'il faut au moins 4,5:1 (WCAG AA) : foncez onPrimary ou éclaircissez primary',
      'content/palette.ts : thème sombre : onPrimary #777777 sur primaryStrong #aaccff n’offre qu’un contraste de 2,7:1, ' +
        'il faut au moins 4,5:1 (WCAG AA) : foncez onPrimary ou éclaircissez primaryStrong',
    ]);
  });

  test('the focus ring needs 3:1, what is not text needs', () => {
    expect(problemsAfter((c) => (c.palette.light.focus = '#888888'))).toEqual([]);
    expect(problemsAfter((c) => (c.palette.light.focus = '#aaaaaa'))).toContain(
      'content/palette.ts : thème clair : focus #aaaaaa sur background #f5f5f5 n’offre qu’un contraste de 2,1:1, ' +
        'il faut au moins 3:1 (WCAG AA) : foncez focus ou éclaircissez background',
    );
  });
});

describe('skills', () => {
  test(`there are exactly ${SKILL_COUNT} skills`, () => {
    expect(problemsAfter((c) => c.skills.pop())).toEqual([
      `content/skills.ts : compétences : doit contenir exactement ${SKILL_COUNT} compétences (la page À propos les dispose ainsi), il y en a ${SKILL_COUNT - 1}`,
    ]);
  });

  test('each skill names a known technology', () => {
    expect(problemsAfter((c) => (c.skills[3].technologie = 'Rusty'))).toEqual([
      'content/skills.ts : compétence n° 4 « Rusty » : technologie « Rusty » n’est pas une technologie de content/technologies.ts ' +
        '(valeurs acceptées : JavaScript, Go, Rust) ; vouliez-vous dire « Rust » ?',
    ]);
  });
});

describe('profile', () => {
  test('email is an e-mail address, and the profiles absolute https addresses', () => {
    expect(
      problemsAfter((c) => {
        c.profile.email = 'camille';
        c.profile.linkedin = 'http://example.org/in/camille';
      }),
    ).toEqual([
      'content/profile.ts : profil : linkedin « http://example.org/in/camille » doit être une adresse absolue en https://',
      'content/profile.ts : profil : email « camille » n’est pas une adresse e-mail valide',
    ]);
  });

  test('the availability is required, its start a month written AAAA-MM and its work mode one of three', () => {
    expect(problemsAfter((c) => delete (c.profile as Partial<SiteContent['profile']>).disponibilite)).toEqual([
      'content/profile.ts : profil : disponibilite est obligatoire',
    ]);
    expect(
      problemsAfter((c) => {
        c.profile.disponibilite.debut = '2026-4';
        Object.assign(c.profile.disponibilite, { modalite: 'télétravail' });
      }),
    ).toEqual([
      'content/profile.ts : profil : disponibilite.debut « 2026-4 » n\'est pas une date au format AAAA-MM',
      'content/profile.ts : profil : disponibilite.modalite « télétravail » doit valoir « sur site », « hybride », « à distance »',
    ]);
    expect(problemsAfter((c) => (c.profile.disponibilite.debut = '2026-13'))).toHaveLength(1);
  });

  test('the availability names its duration and place; work authorisation and languages are optional but not empty', () => {
    expect(
      problemsAfter((c) => {
        delete (c.profile.disponibilite as Partial<SiteContent['profile']['disponibilite']>).lieu;
        c.profile.disponibilite.duree = ' ';
      }),
    ).toEqual([
      'content/profile.ts : profil : disponibilite.duree ne doit pas être vide',
      'content/profile.ts : profil : disponibilite.lieu est obligatoire',
    ]);
    const withOptional = (c: SiteContent) =>
      Object.assign(c.profile.disponibilite, {
        autorisationTravail: 'Pas de visa nécessaire dans l’UE',
        langues: [
          { langue: 'Français', niveau: 'langue maternelle' },
          { langue: 'Anglais', niveau: 'B2' },
        ],
      });
    expect(problemsAfter(withOptional)).toEqual([]);
    expect(
      problemsAfter((c) => {
        withOptional(c);
        c.profile.disponibilite.langues![1].niveau = '';
        c.profile.disponibilite.autorisationTravail = '';
      }),
    ).toEqual([
      'content/profile.ts : profil : disponibilite.autorisationTravail ne doit pas être vide',
      'content/profile.ts : profil : disponibilite.langues[1].niveau ne doit pas être vide',
    ]);
  });

  test('the photo exists', () => {
    expect(problemsAfter((c) => (c.profile.photo = MISSING))).toEqual([
      `content/profile.ts : profil : photo « ${MISSING} » n’existe pas dans le dossier du contenu`,
    ]);
  });
});

describe('legal', () => {
  test('every paragraph has text', () => {
    expect(problemsAfter((c) => (c.legal.sections[0].paragraphes[0] = ''))).toEqual([
      'content/legal.ts : mentions légales : sections[0].paragraphes[0] ne doit pas être vide',
    ]);
  });
});

describe('the languages (content/site.ts)', () => {
  test('start with French, name known languages, each once', () => {
    const languageLines = (change: (content: SiteContent) => void) => problemsAfter(change).filter((line) => line.includes('languages'));
    expect(languageLines((c) => Object.assign(c.site, { languages: ['en'] }))).toEqual([
      "content/site.ts : réglages : languages doit commencer par « fr », la langue des adresses du site : écrivez ['fr'] ou ['fr', 'en']",
    ]);
    expect(languageLines((c) => Object.assign(c.site, { languages: ['fr', 'de'] }))).toEqual([
      'content/site.ts : réglages : languages[1] « de » doit valoir « fr », « en »',
    ]);
    expect(languageLines((c) => Object.assign(c.site, { languages: ['fr', 'en', 'en'] }))).toEqual([
      'content/site.ts : réglages : languages[2] « en » y figure déjà : chaque langue une seule fois',
    ]);
    expect(languageLines((c) => (c.site.languages = ['fr', 'en']))).toEqual([]);
  });
});

describe('the audience measurement (content/site.ts)', () => {
  const audienceLines = (audience: unknown) =>
    problemsAfter((c) => Object.assign(c.site.site, { audience })).filter((line) => line.includes('audience'));
  const plausible = { provider: 'plausible', address: 'https://plausible.io', siteId: 'exemple.fr', retentionMonths: 13 };

  test('is off when absent, and takes each service with its address and the site’s name there', () => {
    expect(audienceLines(undefined)).toEqual([]);
    expect(audienceLines(plausible)).toEqual([]);
    expect(audienceLines({ provider: 'umami', address: 'https://stats.exemple.fr/umami/', siteId: 'c0ffee', retentionMonths: 25, keepFilter: true })).toEqual([]);
    // GoatCounter's address names the site.
    expect(audienceLines({ provider: 'goatcounter', address: 'https://moncode.goatcounter.com', retentionMonths: 6 })).toEqual([]);
  });

  test('refuses an incomplete setting, one French line per problem', () => {
    expect(audienceLines({ ...plausible, provider: 'matomo' })).toEqual([
      'content/site.ts : réglages : site.audience.provider « matomo » doit valoir « plausible », « umami », « goatcounter »',
    ]);
    expect(audienceLines({ ...plausible, siteId: undefined })).toEqual([
      'content/site.ts : réglages : site.audience.siteId est obligatoire avec ce service : le domaine du site tel que Plausible le connaît, par exemple « exemple.fr »',
    ]);
    expect(audienceLines({ provider: 'umami', address: 'https://cloud.umami.is', retentionMonths: 13 })).toEqual([
      'content/site.ts : réglages : site.audience.siteId est obligatoire avec ce service : l’identifiant du site (Website ID) que donne Umami',
    ]);
    expect(audienceLines({ ...plausible, address: 'http://plausible.exemple.fr' })).toEqual([
      'content/site.ts : réglages : site.audience.address « http://plausible.exemple.fr » doit être une adresse absolue en https://',
    ]);
    expect(audienceLines({ ...plausible, address: 'https://plausible.io/?site=x' })).toEqual([
      'content/site.ts : réglages : site.audience.address « https://plausible.io/?site=x » ne doit contenir ni « ? » ni « # » : l’adresse du service seule',
    ]);
    expect(audienceLines({ ...plausible, retentionMonths: 36 })).toEqual([
      'content/site.ts : réglages : site.audience.retentionMonths doit valoir au plus 25 : la CNIL n’admet pas plus sans consentement ; réglez cette durée chez le service',
    ]);
    expect(audienceLines({ provider: 'plausible' })).toEqual([
      'content/site.ts : réglages : site.audience.address doit être une adresse absolue en https://',
      'content/site.ts : réglages : site.audience.retentionMonths est obligatoire',
      'content/site.ts : réglages : site.audience.siteId est obligatoire avec ce service : le domaine du site tel que Plausible le connaît, par exemple « exemple.fr »',
    ]);
  });
});

/**
 * Where the French fixture lacks English, by entry and field: every text visitors read, and nothing
 * that is the same in every language (names, addresses, files, tags, technologies, dates AAAA-MM).
 */
const untranslatedFields = [
  'content/projects.ts : projet n° 1 « alpha » : titre',
  'content/projects.ts : projet n° 1 « alpha » : descriptionCourte',
  'content/projects.ts : projet n° 1 « alpha » : descriptionLongue[0]',
  'content/projects.ts : projet n° 1 « alpha » : descriptionLongue[1]',
  'content/projects.ts : projet n° 1 « alpha » : date',
  'content/projects.ts : projet n° 2 « beta » : titre',
  'content/projects.ts : projet n° 2 « beta » : descriptionCourte',
  'content/projects.ts : projet n° 2 « beta » : descriptionLongue',
  'content/projects.ts : projet n° 2 « beta » : date',
  ...Array.from({ length: SKILL_COUNT }, (_, i) => `content/skills.ts : compétence n° ${i + 1} « ${fixture.skills[i].technologie} » : infobulle`),
  ...['jobTitle', 'recherche', 'photoAlt', 'biographie[0]', 'passions[0]', 'badges[0].label', 'localisation', 'disponibilite.duree', 'disponibilite.lieu'].map(
    (field) => `content/profile.ts : profil : ${field}`,
  ),
  'content/legal.ts : mentions légales : sections[0].titre',
  'content/legal.ts : mentions légales : sections[0].paragraphes[0]',
  'content/site.ts : réglages : site.name',
  'content/site.ts : réglages : site.description',
];

const NO_ENGLISH = " n’a pas de version anglaise : écrivez { fr: '…', en: '…' }";

/** Content problems on an English site, the content changed first. */
function englishProblemsAfter(change: (content: SiteContent) => void): string[] {
  return problemsAfter((c) => {
    c.site.languages = ['fr', 'en'];
    change(c);
  });
}

/** Gives every text the check names its English version, "(en)" after the French: a fully translated site. */
function translateAll(content: SiteContent) {
  for (const { path } of missingTranslations(siteSchema, content, ['fr', 'en'])) {
    const parent = path.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => node[key] as Record<PropertyKey, unknown>, content);
    const key = path[path.length - 1];
    parent[key] = { fr: parent[key], en: `${parent[key]} (en)` };
  }
}

describe('an English site', () => {
  test('lists every text without its English version, one line each, naming file, entry and field', () => {
    expect(englishProblemsAfter(() => {})).toEqual(untranslatedFields.map((field) => field + NO_ENGLISH));
  });

  test('a French-only site asks for no English', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  test('takes each text as { fr, en }, a paragraph list paragraph by paragraph, and names the one left in French', () => {
    expect(englishProblemsAfter(translateAll)).toEqual([]);
    expect(
      englishProblemsAfter((c) => {
        translateAll(c);
        c.projects[1].titre = 'Beta';
        c.profile.biographie = [{ fr: 'Bio.', en: 'Bio.' }, 'Suite.'];
      }),
    ).toEqual([
      `content/projects.ts : projet n° 2 « beta » : titre${NO_ENGLISH}`,
      `content/profile.ts : profil : biographie[1]${NO_ENGLISH}`,
    ]);
  });

  test('{ fr } without en is named with what to add', () => {
    expect(
      englishProblemsAfter((c) => {
        translateAll(c);
        c.projects[0].date = { fr: 'Été 2024' };
      }),
    ).toEqual(["content/projects.ts : projet n° 1 « alpha » : date n’a pas de version anglaise : ajoutez en: '…' à côté de fr"]);
  });

  test('covers the optional texts the content gives: case study, figures, availability', () => {
    const lines = englishProblemsAfter((c) => {
      translateAll(c);
      withCaseStudy(c);
      c.profile.disponibilite.langues = [{ langue: { fr: 'Anglais', en: 'English' }, niveau: 'B2' }];
    });
    expect(lines).toEqual([
      ...['contexte', 'role[0]', 'role[1]', 'duree', 'choixTechniques', 'resultat', 'chiffres[0].valeur', 'chiffres[0].libelle', 'apprentissages[0]'].map(
        (field) => `content/projects.ts : projet n° 1 « alpha » : ${field}${NO_ENGLISH}`,
      ),
      `content/profile.ts : profil : disponibilite.langues[0].niveau${NO_ENGLISH}`,
    ]);
  });

  test('a translation is checked like the text: not empty, in known languages only', () => {
    expect(
      englishProblemsAfter((c) => {
        translateAll(c);
        c.projects[0].titre = { fr: 'Alpha', en: ' ' };
        Object.assign(c.profile, { jobTitle: { fr: 'Développeuse web', en: 'Web developer', de: 'Webentwicklerin' } });
        Object.assign(c.profile, { recherche: { en: 'Looking for an internship.' } });
        // Paragraphs are translated one by one, side by side, not as two lists far apart.
        Object.assign(c.projects[1], { descriptionLongue: { fr: ['Un.', 'Deux.'], en: ['One.', 'Two.'] } });
      }),
    ).toEqual([
      'content/projects.ts : projet n° 1 « alpha » : titre.en ne doit pas être vide',
      "content/projects.ts : projet n° 2 « beta » : descriptionLongue doit être un texte ou une liste de textes, chacun '…' ou { fr: '…', en: '…' }",
      "content/profile.ts : profil : jobTitle langue inconnue « de » : écrivez { fr: '…', en: '…' }",
      "content/profile.ts : profil : recherche doit être un texte, ou { fr: '…', en: '…' }",
    ]);
  });
});

describe('the closest accepted value', () => {
  test('is suggested for a small slip only', () => {
    expect(closest('Javascript', ['JavaScript', 'TypeScript'])).toBe('JavaScript');
    expect(closest('Pyhton', ['Python', 'PHP'])).toBe('Python');
    expect(closest('Kubernetes', ['Python', 'PHP'])).toBeUndefined();
  });
});
