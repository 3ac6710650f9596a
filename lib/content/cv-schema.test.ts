/**
 * @jest-environment node
 */
import { cv } from '@/content/cv';
import { languages } from '@/content/site';
import { validateCvContent, type CvContent } from './cv-schema';

const OWN_PDF = 'mon-cv.pdf';
const options = { fileExists: (file: string) => file === OWN_PDF, languages: ['fr'] };

/** A CV content of its own, so the checks hold whatever the owner writes in content/cv.ts. */
function fixture(): CvContent {
  return {
    formations: [
      { diplome: 'Licence informatique', ecole: 'Université X', debut: '2022-09', fin: '2025-06' },
      { diplome: 'Master web', ecole: 'Université Y', lieu: 'Nantes', debut: '2025-09', description: 'En cours.' },
    ],
    experiences: [{ poste: 'Stagiaire', entreprise: 'Société Z', debut: '2024-05', fin: '2024-07' }],
  };
}

/** Content broken on purpose, in ways its type forbids: whatever the owner could write. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function problemsAfter(breakContent: (content: Loose) => void): string[] {
  const content = fixture() as Loose;
  breakContent(content);
  return validateCvContent(content, options);
}

test('the content the site is built from has a valid cv.ts', () => {
  expect(validateCvContent(cv, { fileExists: () => true, languages })).toEqual([]);
});

test('a fixture with every optional field, or none, is valid', () => {
  expect(validateCvContent(fixture(), options)).toEqual([]);
  expect(validateCvContent({}, options)).toEqual([]);
  expect(validateCvContent({ formations: [], experiences: [] }, options)).toEqual([]);
  expect(validateCvContent({ pdf: OWN_PDF, nomFichier: 'cv-camille.pdf' }, options)).toEqual([]);
});

describe('an education or experience entry', () => {
  test('names the file, the entry and the missing field', () => {
    expect(problemsAfter((c) => delete c.formations[1].ecole)).toEqual([
      'content/cv.ts : formation n° 2 « Master web » : ecole est obligatoire',
    ]);
    expect(problemsAfter((c) => delete c.experiences[0].poste)).toEqual([
      'content/cv.ts : expérience n° 1 « Société Z » : poste est obligatoire',
    ]);
  });

  test('rejects an empty text', () => {
    expect(problemsAfter((c) => (c.formations[0].diplome = '  '))).toEqual([
      'content/cv.ts : formation n° 1 « Université X » : diplome ne doit pas être vide',
    ]);
  });

  test('takes dates as AAAA-MM only', () => {
    expect(problemsAfter((c) => (c.formations[1].debut = '2024-13'))).toEqual([
      "content/cv.ts : formation n° 2 « Master web, Université Y » : debut « 2024-13 » n'est pas une date au format AAAA-MM",
    ]);
    expect(problemsAfter((c) => (c.experiences[0].fin = '07/2024'))).toEqual([
      "content/cv.ts : expérience n° 1 « Stagiaire, Société Z » : fin « 07/2024 » n'est pas une date au format AAAA-MM",
    ]);
    expect(problemsAfter((c) => (c.experiences[0].debut = 2024))).toEqual([
      'content/cv.ts : expérience n° 1 « Stagiaire, Société Z » : debut doit être un texte',
    ]);
  });

  test('does not end before it starts', () => {
    expect(problemsAfter((c) => (c.formations[0].fin = '2021-06'))).toEqual([
      'content/cv.ts : formation n° 1 « Licence informatique, Université X » : fin « 2021-06 » précède debut « 2022-09 »',
    ]);
  });

  test('reports a misspelt field rather than ignoring it', () => {
    expect(problemsAfter((c) => (c.formations[0].descritpion = 'Mention bien.'))).toEqual([
      'content/cv.ts : formation n° 1 « Licence informatique, Université X » : champ inconnu « descritpion »',
    ]);
  });

  test('lists every problem at once, in file order', () => {
    const problems = problemsAfter((c) => {
      delete c.formations[0].ecole;
      c.experiences[0].debut = '2024-5';
    });
    expect(problems).toEqual([
      'content/cv.ts : formation n° 1 « Licence informatique » : ecole est obligatoire',
      "content/cv.ts : expérience n° 1 « Stagiaire, Société Z » : debut « 2024-5 » n'est pas une date au format AAAA-MM",
    ]);
  });
});

describe("the owner's own PDF and the file name", () => {
  test('the PDF is a .pdf file that exists under content/', () => {
    expect(problemsAfter((c) => (c.pdf = 'absent.pdf'))).toEqual([
      'content/cv.ts : CV : pdf « absent.pdf » n’existe pas dans le dossier du contenu',
    ]);
    expect(problemsAfter((c) => (c.pdf = '../cv.pdf'))).toEqual([
      'content/cv.ts : CV : pdf « ../cv.pdf » doit être le chemin d’un fichier .pdf du dossier content/, sans « / » au début, par exemple « cv.pdf »',
    ]);
    expect(problemsAfter((c) => (c.pdf = 'cv.docx'))).toHaveLength(1);
  });

  test('the file name fits in an address', () => {
    expect(problemsAfter((c) => (c.nomFichier = 'Mon CV é.pdf'))).toEqual([
      'content/cv.ts : CV : nomFichier « Mon CV é.pdf » doit finir par .pdf et ne contenir que des lettres sans accent, des chiffres, « - », « _ » ou « . »',
    ]);
    expect(problemsAfter((c) => (c.nomFichier = 'cv'))).toHaveLength(1);
  });

  test('a list in the wrong shape is named', () => {
    expect(problemsAfter((c) => (c.formations = 'Licence'))).toEqual([
      'content/cv.ts : CV : formations « Licence » doit être une liste',
    ]);
  });
});

describe('an English site', () => {
  const english = { ...options, languages: ['fr', 'en'] };
  const NO_ENGLISH = " n’a pas de version anglaise : écrivez { fr: '…', en: '…' }";

  test('lists every CV text without its English version, naming the entry (in French) and the field', () => {
    expect(validateCvContent(fixture(), english)).toEqual([
      `content/cv.ts : formation n° 1 « Licence informatique, Université X » : diplome${NO_ENGLISH}`,
      `content/cv.ts : formation n° 1 « Licence informatique, Université X » : ecole${NO_ENGLISH}`,
      `content/cv.ts : formation n° 2 « Master web, Université Y » : diplome${NO_ENGLISH}`,
      `content/cv.ts : formation n° 2 « Master web, Université Y » : ecole${NO_ENGLISH}`,
      `content/cv.ts : formation n° 2 « Master web, Université Y » : lieu${NO_ENGLISH}`,
      `content/cv.ts : formation n° 2 « Master web, Université Y » : description${NO_ENGLISH}`,
      `content/cv.ts : expérience n° 1 « Stagiaire, Société Z » : poste${NO_ENGLISH}`,
      `content/cv.ts : expérience n° 1 « Stagiaire, Société Z » : entreprise${NO_ENGLISH}`,
    ]);
  });

  test('a French-only site asks for no English', () => {
    expect(validateCvContent(fixture(), options)).toEqual([]);
  });

  test('takes { fr, en } side by side, and names what is left in French', () => {
    const translated: CvContent = {
      formations: [
        {
          diplome: { fr: 'Licence informatique', en: 'BSc in Computer Science' },
          ecole: { fr: 'Université X', en: 'University X' },
          lieu: { fr: 'Nantes', en: 'Nantes' },
          debut: '2022-09',
          description: { fr: 'Mention bien.' },
        },
      ],
    };
    expect(validateCvContent(translated, english)).toEqual([
      "content/cv.ts : formation n° 1 « Licence informatique, Université X » : description n’a pas de version anglaise : ajoutez en: '…' à côté de fr",
    ]);
    expect(validateCvContent(translated, options)).toEqual([]);
  });

  test("the owner's own PDF has an English version, and each exists", () => {
    expect(validateCvContent({ pdf: OWN_PDF }, english)).toEqual([`content/cv.ts : CV : pdf${NO_ENGLISH}`]);
    expect(validateCvContent({ pdf: { fr: OWN_PDF, en: 'absent-en.pdf' } }, english)).toEqual([
      'content/cv.ts : CV : pdf.en « absent-en.pdf » n’existe pas dans le dossier du contenu',
    ]);
    expect(validateCvContent({ pdf: { fr: OWN_PDF, en: OWN_PDF } }, english)).toEqual([]);
  });
});
