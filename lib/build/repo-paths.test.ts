/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  commentsOf,
  gitignoreMatcher,
  headingAnchor,
  lineOf,
  markdownAnchors,
  markdownLinks,
  pathTokens,
  pointsSomewhere,
  repositoryPaths,
} from './repo-paths';

const root = path.resolve(__dirname, '..', '..');
const ignored = gitignoreMatcher(readFileSync(path.join(root, '.gitignore'), 'utf8'));
const paths = repositoryPaths(root, ignored);
const exists = (pointer: string) => pointsSomewhere(pointer, root, ignored, paths);

/** Files whose comments are read: code and styles, and the configuration files that take `#` comments. */
const COMMENTED = /\.(?:[cm]?[jt]sx?|css|ya?ml|toml|conf)$/;
const HASH_COMMENTED = new Set(['.ci/run', '.env.example', '.gitignore', 'public/_headers']);

/** Every pointer of `text` that leads nowhere, as `file:line pointer`. */
function brokenPointers(file: string, text: string, offset = 0, whole = text): string[] {
  return pathTokens(text)
    .filter(({ pointer }) => !exists(pointer))
    .map(({ pointer, index }) => `${file}:${lineOf(whole, offset + index)} ${pointer}`);
}

/** Every relative link of a markdown file that leads to no file, or to no heading of its document. */
function brokenLinks(file: string, markdown: string): string[] {
  return markdownLinks(markdown).flatMap(({ target, index }) => {
    const [linked, anchor] = decodeURIComponent(target).split('#');
    const document = linked === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linked));
    const broken = `${file}:${lineOf(markdown, index)} ${target}`;
    if (!exists(document)) return [broken];
    if (anchor === undefined || !document.endsWith('.md')) return [];
    return markdownAnchors(readFileSync(path.join(root, document), 'utf8')).has(anchor) ? [] : [broken];
  });
}

describe('pointers into the repository', () => {
  it('finds the paths a sentence names, without what follows them', () => {
    const text = 'See lib/build/paths.ts. The layouts (app/(fr)/layout.tsx, app/(en)/en/layout.en.tsx) and next.config.ts; not @/lib/site/env nor https://example.org/docs/app/x.';
    expect(pathTokens(text).map(({ pointer }) => pointer)).toEqual([
      'lib/build/paths.ts',
      'app/(fr)/layout.tsx',
      'app/(en)/en/layout.en.tsx',
      'next.config.ts',
    ]);
  });

  it('tells a moved file from an existing one, a module named without extension, a built file and a placeholder', () => {
    expect(exists('app/layout.tsx')).toBe(false);
    expect(exists('lib/browser/page-scripts/layout.ts')).toBe(false);
    expect(exists('next.config.js')).toBe(false);
    expect(exists('app/(fr)/layout.tsx')).toBe(true);
    expect(exists('lib/build/paths')).toBe(true);
    expect(exists('components/layout/')).toBe(true);
    expect(exists('out/cv-prenom-nom.pdf')).toBe(true);
    expect(exists('generated/bench-out-N')).toBe(true);
    expect(exists('public/icon-512.png')).toBe(true);
    expect(exists('app/(fr)/projets/[slug]/page.tsx')).toBe(true);
    expect(exists('app/**/apercu.png/route.tsx')).toBe(true);
    expect(exists('app/(en)/en/**')).toBe(true);
    expect(exists('components/pages/…')).toBe(true);
    expect(exists('lib/browser/<name>.ts')).toBe(true);
    expect(exists('lib/nowhere/<name>.ts')).toBe(false);
  });

  it('reads the comments of code, styles and configuration, not their strings', () => {
    const code = "// in a line comment\nconst a = 'in a string';\n/** in a block */\nconst b = <p>{/* in JSX */}</p>; // trailing\n";
    expect(commentsOf(code, 'demo.tsx').map(({ text }) => text)).toEqual(['// in a line comment', '/** in a block */', '/* in JSX */', '// trailing']);
    expect(commentsOf('a { color: red; } /* a note */', 'demo.css').map(({ text }) => text)).toEqual(['/* a note */']);
    expect(commentsOf('# a note\nkey = "value#1" # after\n', 'demo.toml').map(({ text }) => text.trim())).toEqual(['# a note', '# after']);
  });

  it("gives a heading GitHub's anchor", () => {
    expect(headingAnchor('La durée de `npm test` (2026-11-25)')).toBe('la-durée-de-npm-test-2026-11-25');
    expect([...markdownAnchors('# Titre\n```\n# not a heading\n```\n## Titre\n')]).toEqual(['titre', 'titre-1']);
  });

  it('lead somewhere in every doc, and in every comment of the code and configuration', () => {
    const files = paths.filter((file) => statSync(path.join(root, file)).isFile());
    const broken = files.flatMap((file) => {
      if (file.endsWith('.md')) {
        const markdown = readFileSync(path.join(root, file), 'utf8');
        return [...brokenPointers(file, markdown), ...brokenLinks(file, markdown)];
      }
      if (!COMMENTED.test(file) && !HASH_COMMENTED.has(file)) return [];
      const source = readFileSync(path.join(root, file), 'utf8');
      const commentFile = HASH_COMMENTED.has(file) ? `${file}.conf` : file;
      return commentsOf(source, commentFile).flatMap(({ text, index }) => brokenPointers(file, text, index, source));
    });
    expect(broken).toEqual([]);
  });
});
