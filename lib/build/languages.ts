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
 * pages only when the site is built in English; without it, Next does not see them and builds no /en.
 */
export function pageExtensions(languages: readonly Locale[]): string[] {
  const base = ['tsx', 'ts'];
  return languages.includes('en') ? ['en.tsx', 'en.ts', ...base] : base;
}
