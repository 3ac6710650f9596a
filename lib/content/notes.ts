import allNotes from '@/generated/notes-data.mjs';
import type { Locale } from '@/lib/i18n/locales';
import type { NoteData } from './notes-schema';

// One accessor for the notes' pages, their static params, metadata, feeds, the sitemap and the menus.
// The content check compiled the notes (lib/build/notes.mts); drafts are shown by `next dev` alone.

export type Note = NoteData;

/** Drafts are the owner's to read under `npm run dev`: never exported, in a feed or in the sitemap. */
const showsDrafts = process.env.NODE_ENV === 'development';

const published = allNotes.filter((note) => showsDrafts || !note.brouillon);

/** Newest first; a day's notes by slug, so the order never depends on the disk. */
const newestFirst = (a: Note, b: Note) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** A language's notes, newest first. */
export function getNotes(locale: Locale): Note[] {
  return published.filter((note) => note.locale === locale).sort(newestFirst);
}

/** Whether a language has notes: its list, its menus' link and its feeds exist only then. */
export function hasNotes(locale: Locale): boolean {
  return published.some((note) => note.locale === locale);
}

export function getNote(slug: string, locale: Locale): Note | undefined {
  return published.find((note) => note.slug === slug && note.locale === locale);
}

/** The static params of a language's note routes: the page and its link preview. */
export function getNoteParams(locale: Locale): { slug: string }[] {
  return getNotes(locale).map(({ slug }) => ({ slug }));
}

/** The languages a note is written in: a note and its translation share their slug. */
export function noteLocales(slug: string): Locale[] {
  return published.filter((note) => note.slug === slug).map((note) => note.locale);
}

/** The day a note last changed: its update, or its publication. */
export const lastChanged = (note: Pick<Note, 'date' | 'miseAJour'>) => note.miseAJour ?? note.date;

/** The notes before and after one in its language's list: `newer` above it, `older` below. */
export function adjacentNotes(note: Note): { newer?: Note; older?: Note } {
  const list = getNotes(note.locale);
  const index = list.findIndex((entry) => entry.slug === note.slug);
  return { newer: list[index - 1], older: list[index + 1] };
}

/** The notes of a language that name a project (their `projets`), newest first: its page lists them. */
export function notesAbout(projectSlug: string, locale: Locale): Note[] {
  return getNotes(locale).filter((note) => note.projets.includes(projectSlug));
}

/** The latest notes of a language, for the home page. */
export function latestNotes(locale: Locale, count = 3): Note[] {
  return getNotes(locale).slice(0, count);
}

/** The tags of a language's notes, the most used first (then alphabetically): the list's filter. */
export function noteTags(locale: Locale): string[] {
  const counts = new Map<string, number>();
  for (const note of getNotes(locale)) for (const tag of note.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b, locale)).map(([tag]) => tag);
}
