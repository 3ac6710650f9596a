// The languages the export is built in, for Next's config: the content check (the build's first step)
// writes them from content/site.ts to generated/languages.json, since Next loads its config before any
// content module could be compiled.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
// Relative: Next's config loads this module without the tsconfig's aliases.
import { isLocale, type Locale } from '../i18n/locales';
import { generatedDir } from './paths';

const file = path.join(generatedDir, 'languages.json');

export function writeBuildLanguages(languages: readonly Locale[]): void {
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(languages)}\n`);
}

export function readBuildLanguages(): Locale[] {
  let languages: unknown;
  try {
    languages = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${path.relative(process.cwd(), file)} est introuvable : lancez npm run build (ou npm run dev), qui l’écrit depuis content/site.ts.`);
  }
  if (!Array.isArray(languages) || !languages.every(isLocale)) throw new Error(`${file} : liste de langues illisible.`);
  return languages;
}

/**
 * Next's page extensions: the English routes (app/(en)/**, files named page.en.tsx, layout.en.tsx…) are
 * pages only when the site is built in English; without it, Next does not see them and builds no /en. The
 * notes' routes likewise, in each language that has notes (page.notes.tsx in French, page.en-notes.tsx in
 * English): zero notes is no /notes page, no feed, and a static export that still builds (Next refuses a
 * dynamic route with no page to export).
 */
export function pageExtensions(languages: readonly Locale[], notesLanguages: readonly Locale[] = []): string[] {
  const english = languages.includes('en');
  return [
    ...(english ? ['en.tsx', 'en.ts'] : []),
    ...(notesLanguages.includes('fr') ? ['notes.tsx', 'notes.ts'] : []),
    ...(english && notesLanguages.includes('en') ? ['en-notes.tsx', 'en-notes.ts'] : []),
    'tsx',
    'ts',
  ];
}

const notesFile = path.join(generatedDir, 'notes-languages.json');

/** The languages that have notes: with the drafts (what `next dev` shows), and without (what an export holds). */
type NotesLanguages = { published: Locale[]; withDrafts: Locale[] };

export function writeNotesLanguages(notes: readonly { locale: Locale; brouillon: boolean }[]): void {
  const having = (list: readonly { locale: Locale }[]) => [...new Set(list.map((note) => note.locale))].sort();
  const languages: NotesLanguages = { published: having(notes.filter((note) => !note.brouillon)), withDrafts: having(notes) };
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(notesFile, `${JSON.stringify(languages)}\n`);
}

/** The languages whose notes pages Next builds: those with a published note, or with any note under `next dev`. */
export function readNotesLanguages({ drafts }: { drafts: boolean }): Locale[] {
  try {
    const languages = JSON.parse(readFileSync(notesFile, 'utf8')) as NotesLanguages;
    return drafts ? languages.withDrafts : languages.published;
  } catch {
    throw new Error(`${path.relative(process.cwd(), notesFile)} est introuvable : lancez npm run build (ou npm run dev), qui l’écrit depuis content/notes/.`);
  }
}
