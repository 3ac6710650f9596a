// The first step of every build: checks the owner's content and the environment's settings, and stops
// with one French line per problem, naming the file, the entry and the field, before Next runs. Then
// writes what Next reads from the content before any of it is compiled: the languages, the palette's
// colour tokens (lib/build/palette-css.ts) and the site's stylesheet that imports them, compiled
// (lib/build/site-css.ts), and the notes, compiled (lib/build/notes.mts).
import path from 'node:path';
import nextEnv from '@next/env';
import { contentDir, generatedDir, root } from '@/lib/build/paths';

// The same variables as `next build` (.env.local and the others), read before any module reads them.
nextEnv.loadEnvConfig(root);
const { contentProblems } = await import('@/lib/build/content-check');
const { writeBuildLanguages } = await import('@/lib/build/languages');
const { writePaletteCss } = await import('@/lib/build/palette-css');
const { writeSiteCss } = await import('@/lib/build/site-css');
const { siteLocales } = await import('@/lib/site/languages');
const { emailWarning, env, envProblems, siteUrlWarning } = await import('@/lib/site/env');
const { readNotes, writeNotes } = await import('@/lib/build/notes.mts');
const { projects } = await import('@/content/projects');

const notes = await readNotes({ contentDir, languages: siteLocales, projectSlugs: projects.map((project) => project.slug) });
const problems = [...contentProblems(contentDir), ...notes.problems, ...envProblems()];
if (problems.length > 0) {
  console.error(
    [`Le site ne peut pas être construit : ${problems.length} problème(s) à corriger.`, ...problems.map((line) => `  ${line}`)].join('\n'),
  );
  process.exit(1);
}
for (const warning of [siteUrlWarning(), emailWarning(env.emailjs)]) if (warning) console.warn(warning);
writeBuildLanguages(siteLocales);
writePaletteCss();
writeSiteCss();
writeNotes(notes, generatedDir);
console.log(`contenu : ${path.relative(process.cwd(), contentDir) || '.'}/ vérifié`);
