import { statSync } from 'node:fs';
import path from 'node:path';
import { cv } from '@/content/cv';
import { validateCvContent } from './cv-schema';

/** Server only (reads the disk). Builds run from the repository root, where content/ lives. */
function repositoryFileExists(file: string): boolean {
  return statSync(path.join(process.cwd(), file), { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * Throws one error listing every problem of content/cv.ts. Called by the /cv page and by the PDF
 * step (scripts/build-cv.ts), so that both `next build` and the PDF stop on a bad entry.
 */
export function assertValidCvContent(): void {
  const problems = validateCvContent(cv, { fileExists: repositoryFileExists });
  if (problems.length > 0) {
    throw new Error([`Le contenu du CV contient ${problems.length} erreur(s) :`, ...problems].join('\n'));
  }
}
