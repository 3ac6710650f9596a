/**
 * @jest-environment node
 */
import type { NoteData } from './notes-schema';

// Notes of the tests' own, in both languages, one a draft: the accessor reads them as it reads the build's.
jest.mock('@/generated/notes-data.mjs', () => {
  const { testNote: note } = jest.requireActual<typeof import('@/lib/test/note-fixture')>('@/lib/test/note-fixture');
  return {
    __esModule: true,
    default: [
      note('ancienne', 'fr', '2026-01-10', { tags: ['CSS'], projets: ['alpha'] }),
      note('recente', 'fr', '2026-03-01', { tags: ['CSS', 'JavaScript'], projets: ['alpha', 'beta'], miseAJour: '2026-03-05' }),
      note('milieu', 'fr', '2026-02-01', { tags: ['JavaScript'] }),
      note('brouillon', 'fr', '2026-04-01', { brouillon: true, projets: ['alpha'] }),
      note('recente', 'en', '2026-03-01'),
    ],
  };
});

// After the mock: the accessor reads the notes when it is loaded.
import { adjacentNotes, getNote, getNotes, hasNotes, lastChanged, latestNotes, noteLocales, notesAbout, noteTags } from './notes';

const slugs = (notes: NoteData[]) => notes.map((entry) => entry.slug);

describe('the notes', () => {
  it('lists a language’s notes newest first, without the drafts outside `next dev`', () => {
    expect(slugs(getNotes('fr'))).toEqual(['recente', 'milieu', 'ancienne']);
    expect(slugs(getNotes('en'))).toEqual(['recente']);
    expect(getNote('brouillon', 'fr')).toBeUndefined();
  });

  it('knows which languages a note is written in, and which languages have notes', () => {
    expect(noteLocales('recente')).toEqual(['fr', 'en']);
    expect(noteLocales('milieu')).toEqual(['fr']);
    expect(hasNotes('fr')).toBe(true);
    expect(hasNotes('en')).toBe(true);
  });

  it('gives each note the newer and the older one, nothing past either end', () => {
    const [recente, milieu, ancienne] = getNotes('fr');
    expect(adjacentNotes(milieu)).toEqual({ newer: recente, older: ancienne });
    expect(adjacentNotes(recente)).toEqual({ newer: undefined, older: milieu });
    expect(adjacentNotes(ancienne)).toEqual({ newer: milieu, older: undefined });
  });

  it('lists the notes that name a project, newest first, in the project page’s language', () => {
    expect(slugs(notesAbout('alpha', 'fr'))).toEqual(['recente', 'ancienne']);
    expect(slugs(notesAbout('beta', 'fr'))).toEqual(['recente']);
    expect(notesAbout('beta', 'en')).toEqual([]);
    expect(notesAbout('gamma', 'fr')).toEqual([]);
  });

  it('gives the home page at most its count of latest notes', () => {
    expect(slugs(latestNotes('fr', 2))).toEqual(['recente', 'milieu']);
    expect(latestNotes('fr')).toHaveLength(3);
  });

  it('orders the tags by use, then by name, and dates a note by its last change', () => {
    expect(noteTags('fr')).toEqual(['CSS', 'JavaScript']);
    expect(lastChanged(getNote('recente', 'fr')!)).toBe('2026-03-05');
    expect(lastChanged(getNote('milieu', 'fr')!)).toBe('2026-02-01');
  });
});
