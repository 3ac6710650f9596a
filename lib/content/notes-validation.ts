import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { closest } from './content-validation';
import { noteFrontMatterSchema, type NoteFrontMatter } from './notes-schema';

/**
 * The check of the notes' files before their text is compiled (lib/build/notes.mts): the file's name, its
 * front matter and what it names elsewhere (projects, images), each problem on one French line that names
 * the file and the field.
 */

export const NOTES_FOLDER = 'notes';

/** "mon-filtre.fr.mdx": a slug in lower case, words joined by hyphens, then the language. */
const FILE_NAME = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.(?<locale>[a-z]{2})\.mdx?$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export type NoteFile = { name: string; source: string };

export type NoteCheckContext = {
  /** The slugs of content/projects.ts, which a note's `projets` may name. */
  projectSlugs: readonly string[];
  /** Whether a file exists in the content folder (its path relative to it). */
  fileExists: (file: string) => boolean;
};

/** A note whose file and front matter passed the check; its text is compiled next. */
export type CheckedNote = NoteFrontMatter & {
  slug: string;
  locale: Locale;
  /** "notes/mon-filtre.fr.mdx", relative to the content folder. */
  file: string;
  /** The text after the front matter, its lines where they are in the file (a problem's line number is the file's). */
  body: string;
};

const quote = (value: string) => `« ${value} »`;

/** A file of the notes folder that is no note: hidden files and a README the owner may keep there. */
export const isNoteCandidate = (name: string) => !name.startsWith('.') && name.toLowerCase() !== 'readme.md';

/** Zod's issues as the owner reads them: the field, then what is wrong, in French. */
function frontMatterProblems(error: z.ZodError, fields: unknown): string[] {
  return error.issues.map((issue) => {
    // A refinement's issue does not carry its value: it is read where the owner wrote it.
    const input = issue.input ?? issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], fields);
    const field = issue.path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`)).join('');
    if (issue.code === 'unrecognized_keys') {
      return `champ inconnu ${issue.keys.map(quote).join(', ')} (champs acceptés : ${Object.keys(noteFrontMatterSchema.shape).join(', ')})`;
    }
    if (issue.code === 'invalid_type' && input === undefined) return `${field} est obligatoire`;
    const value = typeof input === 'string' ? ` ${quote(input)}` : '';
    return `${field}${value} ${issue.message}`;
  });
}

/** One file: its name, its front matter, the projects and the image it names. */
function checkNote({ name, source }: NoteFile, { projectSlugs, fileExists }: NoteCheckContext): { note?: CheckedNote; problems: string[] } {
  const match = FILE_NAME.exec(name);
  if (!match?.groups || !isLocale(match.groups.locale)) {
    return { problems: ['le nom doit être « {slug}.{langue}.mdx », le slug en minuscules et tirets, la langue fr ou en : par exemple « mon-filtre.fr.mdx »'] };
  }
  const frontMatter = FRONT_MATTER.exec(source);
  if (!frontMatter) return { problems: ['le fichier doit commencer par son en-tête entre deux lignes « --- » (titre, resume, date…)'] };
  let fields: unknown;
  try {
    fields = parseYaml(frontMatter[1]);
  } catch (error) {
    return { problems: [`en-tête illisible (YAML) : ${(error as Error).message.split('\n')[0]}`] };
  }
  const parsed = noteFrontMatterSchema.safeParse(fields ?? {});
  if (!parsed.success) return { problems: frontMatterProblems(parsed.error, fields) };
  const meta = parsed.data;
  const problems: string[] = [];
  if (meta.miseAJour && meta.miseAJour < meta.date) problems.push(`miseAJour ${quote(meta.miseAJour)} est avant la date de la note (${meta.date})`);
  meta.projets.forEach((project, i) => {
    if (projectSlugs.includes(project)) return;
    const suggestion = closest(project, projectSlugs);
    problems.push(
      `projets[${i}] ${quote(project)} n’est pas le slug d’un projet de content/projects.ts` + (suggestion ? ` ; vouliez-vous dire ${quote(suggestion)} ?` : ''),
    );
  });
  if (meta.image && !fileExists(meta.image.fichier)) problems.push(`image.fichier ${quote(meta.image.fichier)} n’existe pas dans le dossier du contenu`);
  const body = '\n'.repeat(frontMatter[0].split('\n').length - 1) + source.slice(frontMatter[0].length);
  const note = { ...meta, slug: match.groups.slug, locale: match.groups.locale, file: `${NOTES_FOLDER}/${name}`, body };
  return { note, problems };
}

/**
 * The notes folder's files, checked: the notes that passed, and every problem as a line
 * "content/notes/{file} : {champ} {problème}". Two files of one slug in one language (".md" and ".mdx")
 * would be one address: the second is a problem.
 */
export function checkNoteFiles(files: readonly NoteFile[], context: NoteCheckContext): { notes: CheckedNote[]; problems: string[] } {
  const notes: CheckedNote[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of files.filter(({ name }) => isNoteCandidate(name))) {
    const { note, problems: own } = checkNote(file, context);
    const other = note && seen.get(`${note.slug}.${note.locale}`);
    if (other) own.push(`le slug ${quote(note.slug)} est déjà celui de content/${other} dans la même langue : deux notes auraient la même adresse`);
    problems.push(...own.map((line) => `content/${NOTES_FOLDER}/${file.name} : ${line}`));
    if (note && own.length === 0) {
      seen.set(`${note.slug}.${note.locale}`, note.file);
      notes.push(note);
    } else if (note && !other) {
      seen.set(`${note.slug}.${note.locale}`, note.file);
    }
  }
  return { notes, problems };
}
