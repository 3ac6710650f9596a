import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Pointers into the repository that prose and comments hold: a doc or a comment that names a file
 * (`lib/build/paths.ts`, `app/(fr)/layout.tsx`) or links one (`[tests](testing.md#the-heading)`) sends
 * the reader there, and a pointer left behind by a move sends them nowhere. What names a path: a token
 * that starts with one of the repository's top-level folders, or one of its root files.
 */

const TOP_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts', 'docs', 'e2e', 'public', 'deploy', '.github', '.ci', 'generated', 'out'];
const ROOT_FILES = String.raw`(?:next|playwright|jest|eslint)\.config\.[cm]?[jt]s|jest\.setup\.[jt]s|tsconfig\.json|package(?:-lock)?\.json|netlify\.toml|vercel\.json|serve\.json|README\.md|\.env\.example|\.gitignore`;
/** What a path is made of, placeholders included (`[slug]`, `{slug}`, `<slug>`, `${count}`, `*`, `…`). */
const PATH_CHAR = String.raw`[\w.\-/()[\]{}<>*…@+~$]`;
// Not in the middle of a longer path, a URL, a module specifier (`@/lib/…`) or a word (`fixture-content/`).
const NOT_INSIDE = String.raw`(?<![\w./@~$\-])`;
const PATH_TOKEN = new RegExp(
  `${NOT_INSIDE}(?:(?:${TOP_FOLDERS.map((folder) => folder.replace('.', String.raw`\.`)).join('|')})/${PATH_CHAR}*|(?:${ROOT_FILES})(?![\\w-]))`,
  'g',
);
/** A placeholder in a path: a glob, an ellipsis, or a name in braces, angle brackets or square brackets. */
const PLACEHOLDER = /\*|…|\.\.\.|\$\{[^}]*\}|\{[^}]*\}|<[^>]*>|\[[^\]]*\]/;
/** Extensions a module may be named without, as imports name it. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.css'];
/** Folders never walked: dependencies, git's own, Next's cache. */
const NEVER_WALKED = new Set(['node_modules', '.git', '.next']);

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };

/** A token without what follows it in a sentence: a final stop or comma, a closing bracket it did not open. */
function trimToken(token: string): string {
  let trimmed = token;
  for (let last = trimmed.at(-1); last !== undefined; last = trimmed.at(-1)) {
    const unopened = last in OPENERS && count(trimmed, last) > count(trimmed, OPENERS[last]);
    if (!'.,;:!?'.includes(last) && !unopened) break;
    trimmed = trimmed.slice(0, -1);
  }
  return trimmed;
}

/** The paths a text names, with the offset of each. */
export function pathTokens(text: string): { pointer: string; index: number }[] {
  // A markdown link's text and target touch (`[lib/build/paths.ts](lib/build/paths.ts)`): the path ends before `](`.
  return [...text.matchAll(PATH_TOKEN)].map((match) => ({ pointer: trimToken(match[0].split('](')[0]), index: match.index }));
}

function globSource(glob: string): string {
  return glob
    .split('/')
    .map((segment) => (segment === '**' ? '**' : segment.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')))
    .join('/')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*\*$/, '.*');
}

/** A matcher of the paths .gitignore names (`out/`, `public/icon-*.png`, `*.tsbuildinfo`): generated files, named before they exist. */
export function gitignoreMatcher(gitignore: string): (relative: string) => boolean {
  const patterns = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const pattern = line.replace(/\/$/, '');
      const anchored = pattern.includes('/');
      const body = pattern
        .replace(/^\//, '')
        .split('/')
        .map((segment) => segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]').replace(/\0/g, '.*'))
        .join('/');
      return new RegExp(`${anchored ? '^' : '(?:^|/)'}${body}(?:/.*)?$`);
    });
  return (relative) => patterns.some((pattern) => pattern.test(relative));
}

/** Every file and folder of the repository, relative, with `/` separators; ignored ones left out. */
export function repositoryPaths(root: string, ignored: (relative: string) => boolean): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (NEVER_WALKED.has(entry.name) || ignored(relative)) continue;
      paths.push(relative);
      if (entry.isDirectory()) walk(relative);
    }
  };
  walk('');
  return paths;
}

/**
 * Whether `pointer` names something of the repository: a file or folder as written, a module named
 * without its extension, a path .gitignore names (built files), or, when it holds placeholders, some
 * existing path it describes.
 */
export function pointsSomewhere(pointer: string, root: string, ignored: (relative: string) => boolean, paths: string[]): boolean {
  const relative = pointer.replace(/\/+$/, '');
  if (relative === '' || existsSync(path.join(root, relative)) || ignored(relative)) return true;
  if (MODULE_EXTENSIONS.some((extension) => existsSync(path.join(root, relative + extension)))) return true;
  if (!PLACEHOLDER.test(relative)) return false;
  const glob = new RegExp(`^${globSource(relative)}$`);
  return paths.some((candidate) => glob.test(candidate));
}

/** The comments of a source file, each with its offset: the parts of a file written for its reader. */
export function commentsOf(source: string, file: string): { text: string; index: number }[] {
  if (/\.(?:[cm]?[jt]sx?)$/.test(file)) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
    // A comment sits between two tokens, where some node or list of nodes starts or ends (in JSX, an
    // expression that holds only a comment, `{/* … */}`, is the one place none does).
    const boundaries = new Set<number>();
    const visit = (node: ts.Node | ts.NodeArray<ts.Node>): void => {
      boundaries.add(node.pos).add(node.end);
      if (!('kind' in node)) return node.forEach(visit);
      if (ts.isJsxExpression(node) && !node.expression) boundaries.add(node.getStart(sourceFile) + 1);
      ts.forEachChild(node, visit, visit);
    };
    visit(sourceFile);
    const found = new Map<number, string>();
    for (const boundary of boundaries) {
      for (const range of [...(ts.getLeadingCommentRanges(source, boundary) ?? []), ...(ts.getTrailingCommentRanges(source, boundary) ?? [])]) {
        found.set(range.pos, source.slice(range.pos, range.end));
      }
    }
    return [...found].map(([index, text]) => ({ index, text })).sort((a, b) => a.index - b.index);
  }
  const pattern = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /(?:^|[ \t])#.*$/gm;
  return [...source.matchAll(pattern)].map((match) => ({ index: match.index, text: match[0] }));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown document's headings (outside fenced code), duplicates numbered as GitHub does. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1]);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** The relative links of a markdown document (`[text](target)`), with their offsets; web addresses left out. */
export function markdownLinks(markdown: string): { target: string; index: number }[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .filter((match) => !/^[a-z][\w+.-]*:/i.test(match[1]))
    .map((match) => ({ target: match[1], index: match.index }));
}

/** The line of an offset in a text, counted from 1. */
export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}
