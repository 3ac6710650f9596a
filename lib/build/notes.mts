// The owner's notes, compiled at build time (an ES module: the MDX compiler and Shiki are ES modules only).
// Their files are checked first (lib/content/notes-validation.ts); each text is then compiled once, here,
// in Node: the MDX becomes an HTML tree (headings with their anchors, code highlighted by Shiki as classes,
// never an inline style), which the pages render with React. Nothing of a note is evaluated, here or in the
// browser: imports, expressions and any element outside the allow-list (lib/content/notes-schema.ts) are
// problems of the check.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Root, RootContent } from 'hast';
import { bundledLanguages, createHighlighter, type BundledLanguage } from 'shiki';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import { visit } from 'unist-util-visit';
import { contentFile } from '@/lib/content/content-schema';
import { closest } from '@/lib/content/content-validation';
import { noteComponents, type NoteComponentName, type NoteData } from '@/lib/content/notes-schema';
import { checkNoteFiles, NOTES_FOLDER } from '@/lib/content/notes-validation';
import { readingMinutes } from '@/lib/content/reading-time';
import type { Locale } from '@/lib/i18n/locales';
import { writeNotesLanguages } from './languages';

export type NotesInput = {
  contentDir: string;
  /** The site's languages: a note in another one is not built. */
  languages: readonly Locale[];
  /** The slugs of content/projects.ts, which a note's `projets` may name. */
  projectSlugs: readonly string[];
};

export type NotesResult = {
  notes: NoteData[];
  problems: string[];
  /** The classes of the highlighted code: Shiki's light and dark colours as CSS custom properties. */
  codeCss: string;
};

/** Themes whose every colour reads at AA on their own background: axe checks each code block in both themes. */
const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/** The languages the notes' code blocks name ("```ts"), among those Shiki has: each is loaded once. */
function codeLanguages(bodies: readonly string[]): BundledLanguage[] {
  const named = bodies.flatMap((body) => [...body.matchAll(/^\s*(?:`{3,}|~{3,})\s*([\w+#-]+)/gm)].map((match) => match[1].toLowerCase()));
  return [...new Set(named)].filter((language): language is BundledLanguage => language in bundledLanguages);
}

/** A heading's own link, around its text: the address of the section, to copy and share. */
const headingLink = { behavior: 'wrap', properties: { className: ['heading-anchor'] } } as const;

const quote = (value: string) => `« ${value} »`;

type MdxElement = { type: string; name?: string | null; attributes?: { type: string; name?: string; value?: unknown }[]; position?: { start: { line: number } } };

/** What would run, an element outside the allow-list, a wrong attribute, a missing image: each a line. */
function treeProblems(tree: Root, fileExists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  visit(tree, (node) => {
    const element = node as unknown as MdxElement;
    const where = element.position ? ` (ligne ${element.position.start.line})` : '';
    if (node.type === 'mdxjsEsm') problems.push(`import et export ne sont pas permis dans une note${where}`);
    if (node.type === 'element' && node.tagName === 'h1') {
      problems.push(`un titre de niveau 1 (« # »)${where} : le titre de la note est le seul de sa page, commencez par « ## »`);
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      problems.push(`les expressions entre accolades ne sont pas permises${where} : écrivez \\{ pour une accolade`);
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const { name, attributes = [] } = element;
    const allowed = Object.keys(noteComponents);
    if (!name || !(name in noteComponents)) {
      const suggestion = name ? closest(name, allowed) : undefined;
      problems.push(
        `l’élément <${name ?? ''}> n’est pas permis${where} (composants permis : ${allowed.join(', ')} ; le reste s’écrit en Markdown)` +
          (suggestion ? ` ; vouliez-vous dire <${suggestion}> ?` : ''),
      );
      return;
    }
    const spec = noteComponents[name as NoteComponentName];
    const known: readonly string[] = [...spec.required, ...spec.optional];
    const values = new Map<string, string>();
    for (const attribute of attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
        problems.push(`<${name}> : chaque attribut doit être un texte entre guillemets${where}`);
      } else if (!known.includes(attribute.name!)) {
        problems.push(`<${name}> : attribut inconnu ${quote(attribute.name!)}${where} (attributs permis : ${known.join(', ')})`);
      } else {
        values.set(attribute.name!, attribute.value);
      }
    }
    for (const required of spec.required) if (!values.get(required)?.trim()) problems.push(`<${name}> : l’attribut ${required} est obligatoire${where}`);
    const image = name === 'Figure' ? values.get('image') : undefined;
    if (image) {
      const parsed = contentFile.safeParse(image);
      if (!parsed.success) problems.push(`<Figure> : image ${quote(image)} ${parsed.error.issues[0].message}${where}`);
      else if (!fileExists(image)) problems.push(`<Figure> : image ${quote(image)} n’existe pas dans le dossier du contenu${where}`);
    }
    const type = name === 'Encadre' ? values.get('type') : undefined;
    if (type !== undefined && type !== 'info' && type !== 'attention') problems.push(`<Encadre> : type ${quote(type)} doit valoir « info » ou « attention »${where}`);
  });
  return problems;
}

/**
 * The tree as the pages keep it: each allow-listed component an element named after it, its attributes
 * its properties (the renderer gives a name of its components a component, and would need to evaluate
 * the MDX's own form of it), and no positions, which the pages do not read and which would double its size.
 */
function forPages<T extends Root | RootContent>(node: T): T {
  const copy = { ...node } as T & { position?: unknown; data?: unknown };
  delete copy.position;
  const children = 'children' in copy && Array.isArray(copy.children) ? copy.children.map((child: RootContent) => forPages(child)) : undefined;
  const element = node as unknown as MdxElement;
  if (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') {
    const properties = Object.fromEntries((element.attributes ?? []).map((attribute) => [attribute.name!, attribute.value as string]));
    return { type: 'element', tagName: element.name!, properties, children: children ?? [] } as unknown as T;
  }
  if (children) (copy as { children: RootContent[] }).children = children;
  return copy;
}

/** Every note file of the content folder, checked and compiled; each problem on one line. */
export async function readNotes({ contentDir, languages, projectSlugs }: NotesInput): Promise<NotesResult> {
  const folder = path.join(contentDir, NOTES_FOLDER);
  const names = statSync(folder, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(folder).sort() : [];
  const fileExists = (file: string) => statSync(path.join(contentDir, file), { throwIfNoEntry: false })?.isFile() ?? false;
  const files = names.map((name) => ({ name, source: readFileSync(path.join(folder, name), 'utf8') }));
  const checked = checkNoteFiles(files, { projectSlugs, fileExists });
  const problems = [...checked.problems];
  // One instance for every note: the stylesheet it writes holds each colour pair once.
  const toClass = transformerStyleToClass({ classPrefix: 'code-' });
  // One highlighter for every note, with the languages their code names: building one per note cost
  // most of a note's compile time (0.7 s each, 100 notes measured).
  const highlighter =
    checked.notes.length > 0
      ? await createHighlighter({ themes: Object.values(codeThemes), langs: codeLanguages(checked.notes.map((note) => note.body)) })
      : undefined;
  const notes: NoteData[] = [];
  for (const { body, ...note } of checked.notes) {
    const report = (message: string) => problems.push(`content/${note.file} : ${message}`);
    let tree: Root | undefined;
    try {
      await compile(
        { value: body, path: note.file },
        {
          rehypePlugins: [
            rehypeSlug,
            [rehypeAutolinkHeadings, headingLink],
            [rehypeShikiFromHighlighter, highlighter!, { themes: codeThemes, defaultColor: false, defaultLanguage: 'text', fallbackLanguage: 'text', transformers: [toClass] }],
            () => (compiled: Root) => {
              tree = structuredClone(compiled);
            },
          ],
        },
      );
    } catch (error) {
      const { message, line } = error as { message: string; line?: number };
      report(`texte illisible${line ? ` (ligne ${line})` : ''} : ${message.split('\n')[0]}`);
      continue;
    }
    const own = treeProblems(tree!, fileExists);
    own.forEach(report);
    if (own.length > 0 || !languages.includes(note.locale)) continue;
    notes.push({ ...note, minutes: readingMinutes(body), tree: forPages(tree!) });
  }
  highlighter?.dispose();
  return { notes, problems, codeCss: toClass.getCSS() };
}

/** The images the notes name (covers and figures), for the image pipeline. */
export function noteImages(notes: readonly NoteData[]): string[] {
  const images = new Set<string>();
  for (const note of notes) {
    if (note.image) images.add(note.image.fichier);
    visit(note.tree, 'element', (element) => {
      const image = element.tagName === 'Figure' ? element.properties.image : undefined;
      if (typeof image === 'string') images.add(image);
    });
  }
  return [...images];
}

/**
 * What the pages and Next's config read, written by the content check: the notes (an ES module, whatever
 * the package's module type, whose type is declared beside it: TypeScript would otherwise infer the type
 * of every tree), the code's stylesheet,
 * and the languages that have notes, with and without the drafts (lib/build/languages.ts).
 */
export function writeNotes({ notes, codeCss }: Pick<NotesResult, 'notes' | 'codeCss'>, generatedDir: string): void {
  mkdirSync(generatedDir, { recursive: true });
  const write = (name: string, text: string) => writeFileSync(path.join(generatedDir, name), text);
  write('notes-data.mjs', `export default ${JSON.stringify(notes)};\n`);
  write(
    'notes-data.d.mts',
    "import type { NoteData } from '@/lib/content/notes-schema';\n\ndeclare const notes: NoteData[];\nexport default notes;\n",
  );
  write('notes-code.css', `${codeCss}\n`);
  writeNotesLanguages(notes);
}
