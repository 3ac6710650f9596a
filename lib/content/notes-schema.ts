import type { Root } from 'hast';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { contentFile } from './content-schema';

/**
 * The owner's notes: one Markdown file (MDX) per note and language in content/notes/, named
 * "{slug}.{langue}.mdx" ("mon-filtre.fr.mdx", "mon-filtre.en.mdx"), with a short front matter. The build
 * checks them (lib/content/notes-validation.ts), compiles them (lib/build/notes.mts) and writes what the pages read (generated/notes-data.mjs).
 */

/** A calendar day, as the owner writes it in YAML (2026-03-14, read as a string or a date by YAML). */
const isoDay = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string('doit être une date au format AAAA-MM-JJ, par exemple 2026-03-14')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date au format AAAA-MM-JJ, par exemple 2026-03-14')
    .refine((day) => {
      const time = new Date(`${day}T00:00:00Z`);
      // A malformed day fails the pattern above; a day past its month's end ("2026-02-30") fails here.
      return Number.isNaN(time.getTime()) || time.toISOString().slice(0, 10) === day;
    }, 'n’est pas une date du calendrier'),
);

const text = z.string('doit être un texte').trim().min(1, 'ne doit pas être vide');

export const noteFrontMatterSchema = z
  .object({
    titre: text,
    /** One or two sentences: the list, the feeds, search results and link previews show it. */
    resume: text,
    /** The day the note was published. */
    date: isoDay,
    /** The day it was last changed in substance: the page says "mis à jour le", the feeds and the sitemap date it so. */
    miseAJour: isoDay.optional(),
    tags: z.array(text, 'doit être une liste de textes').default([]),
    /** A draft is shown by `npm run dev` only: never exported, never in a feed or the sitemap. */
    brouillon: z.boolean('doit valoir true ou false').default(false),
    /** A picture above the text, through the image pipeline like the projects' ("images/notes/x.png"). */
    image: z.object({ fichier: contentFile, alt: text }, 'doit être { fichier: …, alt: … }').strict().optional(),
    /** The slugs of the projects (content/projects.ts) the note is about: each project's page lists it. */
    projets: z.array(text, 'doit être une liste de slugs de projets').default([]),
  })
  .strict();

export type NoteFrontMatter = z.output<typeof noteFrontMatterSchema>;

/** The fields of the front matter, in the order the owner reads them in the README. */
export const noteFields = Object.keys(noteFrontMatterSchema.shape) as (keyof NoteFrontMatter)[];

/**
 * The components a note may use, and their attributes (plain strings only: nothing in a note runs).
 * Markdown gives the rest; any other element is an error of the content check.
 */
export const noteComponents = {
  /** An image of the content folder, with its text alternative and an optional caption. */
  Figure: { required: ['image', 'alt'], optional: ['legende'] },
  /** A boxed remark; `type` "info" (default) or "attention". */
  Encadre: { required: [], optional: ['titre', 'type'] },
  /** A code block (a fenced block inside) with the name of its file above it. */
  Code: { required: ['fichier'], optional: [] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;

export type NoteComponentName = keyof typeof noteComponents;

/** A note as the build wrote it for the pages: its front matter, its text (a HTML tree, code highlighted) and its reading time. */
export type NoteData = NoteFrontMatter & {
  slug: string;
  locale: Locale;
  /** The file, relative to the content folder ("notes/mon-filtre.fr.mdx"). */
  file: string;
  /** Minutes, rounded up, never less than one. */
  minutes: number;
  /** The text, compiled at build time: headings with their anchors, code as classes; MDX components by name. */
  tree: Root;
};
