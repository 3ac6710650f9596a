/**
 * @jest-environment node
 */
import { validateCvContent } from '@/lib/content/cv-schema';
import { cvSource } from '@/lib/test/cv-fixtures';
import { cvModule, importResume } from './import-resume';
import { jsonResume } from './json-resume';

const byStart = <T extends { debut: string }>(list: T[] = []) => [...list].sort((a, b) => a.debut.localeCompare(b.debut));

test('takes back the education and experience a CV wrote as JSON Resume', () => {
  const source = cvSource();
  const { cv } = importResume(jsonResume(source, 'fr'));
  expect(byStart(cv.experiences)).toEqual(byStart(source.cv.experiences));
  // A school's place and description have no field in JSON Resume: they did not make the way there.
  const formations = (source.cv.formations ?? []).map(({ diplome, ecole, debut, fin }) => ({ diplome, ecole, debut, fin }));
  expect(byStart(cv.formations)).toEqual(byStart(formations));
  expect(validateCvContent(cv, { fileExists: () => true, languages: ['fr'] })).toEqual([]);
});

test('says in one French line each field it cannot place, and where it goes on the site when it has a place', () => {
  const { lines } = importResume(jsonResume(cvSource(), 'fr'));
  expect(lines).toEqual(
    expect.arrayContaining([
      'basics.name « Zoë Martin-Élie » non repris : à reporter dans content/profile.ts (name).',
      'basics.profiles (2 entrées) non repris : à reporter dans content/profile.ts (linkedin, github).',
      'projects (2 entrées) non repris : à reporter dans content/projects.ts.',
      'interests (2 entrées) non repris : à reporter dans content/profile.ts (passions).',
    ]),
  );
  // The schema's address and the file's own metadata are not the CV's.
  expect(lines.some((line) => line.startsWith('$schema') || line.startsWith('meta'))).toBe(false);
});

test('joins the type of study and its field into the diploma, and leaves out what it cannot place or date', () => {
  const { cv, lines } = importResume({
    education: [
      { institution: 'Université A', studyType: 'Licence', area: 'Informatique', startDate: '2020-09-01', score: '14/20' },
      { institution: 'Université B', area: 'Mathématiques', startDate: '2019' },
    ],
    work: [{ name: 'Société C', position: 'Stage', startDate: '2024-04', url: '', highlights: ['API'] }],
    volunteer: [],
  });
  expect(cv).toEqual({
    formations: [{ ecole: 'Université A', diplome: 'Licence, Informatique', debut: '2020-09' }],
    experiences: [{ entreprise: 'Société C', poste: 'Stage', debut: '2024-04' }],
  });
  expect(lines).toEqual([
    'education[0].score « 14/20 » non repris : le CV du site n’a pas de champ pour cela.',
    'education[1].startDate « 2019 » non repris : le CV veut une date AAAA-MM, par exemple « 2023-09 ».',
    'education[1] non repris : il lui faut un établissement, un diplôme et une date de début.',
    'work[0].highlights (1 entrée) non repris : le CV du site n’a pas de champ pour cela.',
  ]);
});

test('refuses what is not a JSON Resume in one line', () => {
  expect(importResume([1, 2])).toEqual({ cv: {}, lines: ['le fichier n’est pas un CV JSON Resume : un objet est attendu.'] });
});

test("rewrites content/cv.ts's lists, keeping its comment and its own PDF settings", () => {
  const source = "import type { CvContent } from '@/lib/content/cv-schema';\n\n/** Mon CV. */\nexport const cv: CvContent = {\n  formations: [],\n  pdf: 'cv.pdf',\n};\n";
  const imported = { experiences: [{ entreprise: 'Société "C"', poste: 'Stage', debut: '2024-04' }] };
  const written = cvModule(source, { formations: [], pdf: 'cv.pdf', nomFichier: 'cv-zoe.pdf' }, imported);
  expect(written).toBe(
    [
      "import type { CvContent } from '@/lib/content/cv-schema';",
      '',
      '/** Mon CV. */',
      'export const cv: CvContent = {',
      '  experiences: [',
      '    {',
      '      entreprise: "Société \\"C\\"",',
      '      poste: "Stage",',
      '      debut: "2024-04"',
      '    }',
      '  ],',
      '  pdf: "cv.pdf",',
      '  nomFichier: "cv-zoe.pdf"',
      '};',
      '',
    ].join('\n'),
  );
});

test('writes a file that only re-exported another CV anew, with its own declaration', () => {
  const written = cvModule("export { cv } from '../../content/cv';\n", {}, { formations: [] });
  expect(written).toBe("import type { CvContent } from '@/lib/content/cv-schema';\n\nexport const cv: CvContent = {\n  formations: []\n};\n");
});
