// Which content the site is built from: content/ (the owner's), or the folder CONTENT_DIR names (the
// tests' second owner, e2e/fixture-content). Such a folder holds a tsconfig.json that points `@/content/*`
// at itself; Next, jest, Playwright and tsx all resolve the content modules through it.
import { existsSync } from 'node:fs';
import path from 'node:path';

// Every tool runs from the repository root (npm scripts, Next, jest, Playwright).
const root = process.cwd();

export const contentDir = path.resolve(root, process.env.CONTENT_DIR || 'content');

/** The tsconfig that maps `@/content/*` to contentDir, relative to the repository root. */
export const contentTsconfig = process.env.CONTENT_DIR
  ? path.relative(root, path.join(contentDir, 'tsconfig.json'))
  : 'tsconfig.json';

if (!existsSync(path.join(root, contentTsconfig))) {
  throw new Error(`CONTENT_DIR=${process.env.CONTENT_DIR} : ${contentTsconfig} est introuvable.`);
}
