/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import type { NotesResult } from './notes.mts';

// The compilation of the notes' text (lib/build/notes.mts), on notes of the tests' own, in a content folder
// written for them: what a note may contain, and the tree the pages render.

const header = (title: string) => `---\ntitre: ${title}\nresume: Un résumé.\ndate: 2026-03-14\n---\n`;

/** Compiles `notes` (file name → text after the header) in a Node process of its own: see lib/test/notes-cli.mts. */
function compileNotes(notes: Record<string, string>, images: string[] = []): NotesResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'notes-'));
  try {
    mkdirSync(path.join(dir, 'notes'));
    for (const [name, body] of Object.entries(notes)) writeFileSync(path.join(dir, 'notes', name), `${header(name)}\n${body}\n`);
    for (const image of images) {
      mkdirSync(path.dirname(path.join(dir, image)), { recursive: true });
      writeFileSync(path.join(dir, image), '');
    }
    const cli = path.join(__dirname, '../test/notes-cli.mts');
    return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', cli, dir], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function elementsOf(node: Root | ElementContent): Element[] {
  const own = node.type === 'element' ? [node] : [];
  return 'children' in node ? [...own, ...(node.children as ElementContent[]).flatMap(elementsOf)] : own;
}

const result = compileNotes(
  {
    'permise.fr.mdx': [
      '## Un titre',
      '',
      '<Code fichier="lib/x.ts">',
      '',
      '```ts',
      'const x: number = 1;',
      '```',
      '',
      '</Code>',
      '',
      '<Encadre type="attention">Prudence.</Encadre>',
      '',
      '<Figure image="images/schema.png" alt="Un schéma" legende="La légende." />',
    ].join('\n'),
    'import.fr.mdx': "import x from 'y'\n\nTexte.",
    'expression.fr.mdx': 'Deux et deux font {2 + 2}.',
    'element.fr.mdx': '<Script>alert(1)</Script>',
    'html.fr.mdx': '<span style="color: red">rouge</span>',
    'attribut.fr.mdx': '<Figure image="images/absente.png" alt="Absente" onClick="x" />',
    'titre.fr.mdx': '# Un second h1',
  },
  ['images/schema.png'],
);
const problemsOf = (file: string) => result.problems.filter((line) => line.startsWith(`content/notes/${file} : `));

describe('a note’s text', () => {
  it('refuses what would run: imports, expressions, elements outside the allow-list, HTML and its attributes', () => {
    expect(problemsOf('import.fr.mdx')).toEqual(['content/notes/import.fr.mdx : import et export ne sont pas permis dans une note (ligne 7)']);
    expect(problemsOf('expression.fr.mdx')).toEqual([
      'content/notes/expression.fr.mdx : les expressions entre accolades ne sont pas permises (ligne 7) : écrivez \\{ pour une accolade',
    ]);
    expect(problemsOf('element.fr.mdx')).toEqual([
      'content/notes/element.fr.mdx : l’élément <Script> n’est pas permis (ligne 7) (composants permis : Figure, Encadre, Code ; le reste s’écrit en Markdown)',
    ]);
    expect(problemsOf('html.fr.mdx')).toHaveLength(1);
    expect(problemsOf('html.fr.mdx')[0]).toMatch(/l’élément <span> n’est pas permis/);
    expect(problemsOf('attribut.fr.mdx')).toEqual([
      'content/notes/attribut.fr.mdx : <Figure> : attribut inconnu « onClick » (ligne 7) (attributs permis : image, alt, legende)',
      'content/notes/attribut.fr.mdx : <Figure> : image « images/absente.png » n’existe pas dans le dossier du contenu (ligne 7)',
    ]);
    expect(result.notes.map((note) => note.slug)).toEqual(['permise']);
  });

  it('refuses a first-level heading: the note’s title is its page’s one h1', () => {
    expect(problemsOf('titre.fr.mdx')).toEqual([
      'content/notes/titre.fr.mdx : un titre de niveau 1 (« # ») (ligne 7) : le titre de la note est le seul de sa page, commencez par « ## »',
    ]);
  });

  it('gives each heading its anchor, its own link around its text', () => {
    const tree = result.notes.find((note) => note.slug === 'permise')!.tree;
    const heading = elementsOf(tree).find((element) => element.tagName === 'h2')!;
    expect(heading.properties.id).toBe('un-titre');
    expect(heading.children[0]).toMatchObject({ type: 'element', tagName: 'a', properties: { href: '#un-titre' } });
  });

  it('colours code with classes whose stylesheet is written apart, never with a style attribute', () => {
    const tree = result.notes.find((note) => note.slug === 'permise')!.tree;
    const all = elementsOf(tree);
    expect(all.some((element) => element.properties.style !== undefined)).toBe(false);
    const tokens = all.filter((element) => element.tagName === 'span' && String(element.properties.class ?? '').startsWith('code-'));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(result.codeCss).toContain(`.${token.properties.class}{--shiki-light:`);
  });

  it('keeps the allow-listed components as elements named after them, with their attributes', () => {
    const all = elementsOf(result.notes.find((note) => note.slug === 'permise')!.tree);
    expect(all.find((element) => element.tagName === 'Code')?.properties).toEqual({ fichier: 'lib/x.ts' });
    expect(all.find((element) => element.tagName === 'Encadre')?.properties).toEqual({ type: 'attention' });
    expect(all.find((element) => element.tagName === 'Figure')?.properties).toEqual({ image: 'images/schema.png', alt: 'Un schéma', legende: 'La légende.' });
  });
});
