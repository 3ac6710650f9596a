// The first step of every build: checks the owner's content and the environment's settings, and stops
// with one French line per problem, naming the file, the entry and the field, before Next runs. Then
// writes what Next reads from the content before any of it is compiled: the languages, and the palette's
// colour tokens (lib/build/palette-css.ts).
import path from 'node:path';
import { contentProblems } from '@/lib/build/content-check';
import { emailWarning, env, envProblems } from '@/lib/site/env';
import { contentDir } from '@/lib/build/paths';
import { writeBuildLanguages } from '@/lib/build/languages';
import { writePaletteCss } from '@/lib/build/palette-css';
import { siteLocales } from '@/lib/site/languages';

const problems = [...contentProblems(contentDir), ...envProblems()];
if (problems.length > 0) {
  console.error(
    [`Le site ne peut pas être construit : ${problems.length} problème(s) à corriger.`, ...problems.map((line) => `  ${line}`)].join('\n'),
  );
  process.exit(1);
}
const warning = emailWarning(env.emailjs);
if (warning) console.warn(warning);
writeBuildLanguages(siteLocales);
writePaletteCss();
console.log(`contenu : ${path.relative(process.cwd(), contentDir) || '.'}/ vérifié`);
