// Where the build reads and writes, for every tool that runs it (tsx scripts, Next's config, jest,
// Playwright): the content folder and the export folder, each overridable by the environment.
//   CONTENT_DIR: another owner's content (the tests' second owner, e2e/fixture-content). Such a folder
//     holds a tsconfig.json that points `@/content/*` at itself; Next, jest, Playwright and tsx all resolve
//     the content modules through it.
//   EXPORT_DIR: where `next build` writes the export, out/ unless set. The tests build theirs in
//     generated/test-export, so the owner's out/ stays as it was.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Every tool runs from the repository root (npm scripts, Next, jest, Playwright). */
export const root = process.cwd();

export const contentDir = path.resolve(root, process.env.CONTENT_DIR || 'content');

/** The tsconfig that maps `@/content/*` to contentDir, relative to the repository root. */
export const contentTsconfig = process.env.CONTENT_DIR ? path.relative(root, path.join(contentDir, 'tsconfig.json')) : 'tsconfig.json';

/** The export folder, relative to the repository root (Next's distDir must stay inside the project). */
export const exportDir = path.relative(root, path.resolve(root, process.env.EXPORT_DIR || 'out'));

/** The folder of files the build generates and git ignores (page scripts, image sizes, test exports). */
export const generatedDir = path.join(root, 'generated');

if (!existsSync(path.join(root, contentTsconfig))) {
  throw new Error(`CONTENT_DIR=${process.env.CONTENT_DIR} : ${contentTsconfig} est introuvable.`);
}
