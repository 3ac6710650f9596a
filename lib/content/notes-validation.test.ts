/**
 * @jest-environment node
 */
import { checkNoteFiles, type NoteFile } from './notes-validation';
import { readingMinutes } from './reading-time';

const context = { projectSlugs: ['meteo', 'quiz-sql'], fileExists: (file: string) => file === 'images/notes/schema.png' };

/** A note file of the tests' own: a complete front matter, each field replaceable, and a short text. */
function note(name: string, fields: Record<string, string | undefined> = {}, body = 'Du texte.'): NoteFile {
  const all: Record<string, string | undefined> = {
    titre: 'Un filtre avant React',
    resume: 'Comment la liste se filtre dès le premier affichage.',
    date: '2026-03-14',
    tags: '[CSS, JavaScript]',
    ...fields,
  };
  const yaml = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return { name, source: `---\n${yaml}\n---\n\n${body}\n` };
}

const problemsOf = (...files: NoteFile[]) => checkNoteFiles(files, context).problems;

describe('the notes’ check', () => {
  it('accepts a complete note, its fields typed and its defaults given', () => {
    const { notes, problems } = checkNoteFiles([note('mon-filtre.fr.mdx', { miseAJour: '2026-04-01', projets: '[meteo]' })], context);
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      expect.objectContaining({
        slug: 'mon-filtre',
        locale: 'fr',
        file: 'notes/mon-filtre.fr.mdx',
        titre: 'Un filtre avant React',
        date: '2026-03-14',
        miseAJour: '2026-04-01',
        tags: ['CSS', 'JavaScript'],
        projets: ['meteo'],
        brouillon: false,
      }),
    ]);
  });

  it('keeps the text’s lines where they are in the file, so a problem’s line number is the file’s', () => {
    const { notes } = checkNoteFiles([note('mon-filtre.fr.mdx', {}, 'Ligne du texte.')], context);
    const lines = notes[0].body.split('\n');
    expect(lines.indexOf('Ligne du texte.') + 1).toBe(note('x.fr.mdx', {}, 'Ligne du texte.').source.split('\n').indexOf('Ligne du texte.') + 1);
  });

  it('names the file and the field of a missing summary', () => {
    expect(problemsOf(note('mon-filtre.fr.mdx', { resume: undefined }))).toEqual(['content/notes/mon-filtre.fr.mdx : resume est obligatoire']);
  });

  it('names a date that is not a day of the calendar, or not ISO', () => {
    expect(problemsOf(note('a.fr.mdx', { date: '2026-02-30' }))).toEqual(['content/notes/a.fr.mdx : date « 2026-02-30 » n’est pas une date du calendrier']);
    expect(problemsOf(note('b.fr.mdx', { date: '14/03/2026' }))).toEqual([
      'content/notes/b.fr.mdx : date « 14/03/2026 » doit être une date au format AAAA-MM-JJ, par exemple 2026-03-14',
    ]);
  });

  it('refuses an update before the note itself', () => {
    expect(problemsOf(note('a.fr.mdx', { miseAJour: '2026-01-01' }))).toEqual([
      'content/notes/a.fr.mdx : miseAJour « 2026-01-01 » est avant la date de la note (2026-03-14)',
    ]);
  });

  it('names an unknown project, with the slug that was meant', () => {
    expect(problemsOf(note('a.fr.mdx', { projets: '[meteo, meteoo]' }))).toEqual([
      'content/notes/a.fr.mdx : projets[1] « meteoo » n’est pas le slug d’un projet de content/projects.ts ; vouliez-vous dire « meteo » ?',
    ]);
  });

  it('names a cover image that is not in the content folder', () => {
    const cover = (file: string) => `{ fichier: ${file}, alt: Le schéma }`;
    expect(problemsOf(note('a.fr.mdx', { image: cover('images/notes/schema.png') }))).toEqual([]);
    expect(problemsOf(note('a.fr.mdx', { image: cover('images/notes/absente.png') }))).toEqual([
      'content/notes/a.fr.mdx : image.fichier « images/notes/absente.png » n’existe pas dans le dossier du contenu',
    ]);
  });

  it('refuses two notes of one slug in one language, and accepts its translation', () => {
    expect(problemsOf(note('mon-filtre.fr.mdx'), note('mon-filtre.en.mdx'))).toEqual([]);
    expect(problemsOf(note('mon-filtre.fr.md'), note('mon-filtre.fr.mdx'))).toEqual([
      'content/notes/mon-filtre.fr.mdx : le slug « mon-filtre » est déjà celui de content/notes/mon-filtre.fr.md dans la même langue : deux notes auraient la même adresse',
    ]);
  });

  it('names a file whose name gives no slug or no language', () => {
    const expected = 'le nom doit être « {slug}.{langue}.mdx », le slug en minuscules et tirets, la langue fr ou en : par exemple « mon-filtre.fr.mdx »';
    expect(problemsOf(note('Mon Filtre.fr.mdx'))).toEqual([`content/notes/Mon Filtre.fr.mdx : ${expected}`]);
    expect(problemsOf(note('mon-filtre.de.mdx'))).toEqual([`content/notes/mon-filtre.de.mdx : ${expected}`]);
    expect(problemsOf(note('mon-filtre.mdx'))).toEqual([`content/notes/mon-filtre.mdx : ${expected}`]);
  });

  it('names a missing front matter, an unreadable one and an unknown field', () => {
    expect(problemsOf({ name: 'a.fr.mdx', source: 'Du texte seul.' })).toEqual([
      'content/notes/a.fr.mdx : le fichier doit commencer par son en-tête entre deux lignes « --- » (titre, resume, date…)',
    ]);
    expect(problemsOf({ name: 'a.fr.mdx', source: '---\ntitre: [ouvert\n---\n' })[0]).toMatch(/^content\/notes\/a\.fr\.mdx : en-tête illisible \(YAML\) : /);
    expect(problemsOf(note('a.fr.mdx', { auteur: 'Moi' }))).toEqual([
      'content/notes/a.fr.mdx : champ inconnu « auteur » (champs acceptés : titre, resume, date, miseAJour, tags, brouillon, image, projets)',
    ]);
  });

  it('skips what is no note: hidden files and a README', () => {
    expect(checkNoteFiles([{ name: '.DS_Store', source: '' }, { name: 'README.md', source: '# Notes' }], context)).toEqual({ notes: [], problems: [] });
  });
});

describe('the reading time', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');

  it('is never less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(50))).toBe(1);
  });

  it('counts 200 words a minute, rounded up', () => {
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(401))).toBe(3);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
