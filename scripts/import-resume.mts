// `npm run import-resume -- chemin/vers/resume.json`: writes the CV part of the content (content/cv.ts, or
// that of CONTENT_DIR: education and experience) from an existing JSON Resume (lib/build/import-resume.ts),
// keeping the file's comment and its own PDF settings; then one French line for each field it could not
// place. Checked as the build checks it (lib/content/cv-schema.ts) before anything is written.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cvModule, importResume } from '@/lib/build/import-resume';
import { contentDir, root } from '@/lib/build/paths';
import type { SiteLanguages } from '@/lib/content/content-schema';
import { validateCvContent, type CvContent } from '@/lib/content/cv-schema';

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

const file = process.argv[2];
if (!file) stop('Indiquez le CV à importer : npm run import-resume -- chemin/vers/resume.json');
const name = path.basename(file);
const resume: unknown = await readFile(path.resolve(file), 'utf8')
  .then((json) => JSON.parse(json))
  .catch((error: unknown) => stop(`${file} : illisible (${error instanceof Error ? error.message : String(error)}).`));

const { cv, lines } = importResume(resume);
const target = path.join(contentDir, 'cv.ts');
// The content folder's own modules, by their path: CONTENT_DIR's when it is set, as at every step of the build.
const load = async <T,>(file: string): Promise<T> => (await import(pathToFileURL(path.join(contentDir, file)).href)) as T;
const { cv: current } = await load<{ cv: CvContent }>('cv.ts');
const { languages } = await load<{ languages: SiteLanguages }>('site.ts');
const label = path.relative(root, target);
const imported = { ...cv, ...(current.pdf ? { pdf: current.pdf } : {}), ...(current.nomFichier ? { nomFichier: current.nomFichier } : {}) };
// The imported texts are in the resume's one language, written as French: an English site then asks for their translation.
const problems = validateCvContent(imported, { fileExists: (each) => existsSync(path.join(contentDir, each)), languages: ['fr'] });
if (problems.length > 0) stop(`${name} : rien n’est écrit, le CV importé aurait ${problems.length} problème(s) : ${problems.join(' ; ')}`);

await writeFile(target, cvModule(await readFile(target, 'utf8').catch(() => ''), current, cv));
const count = (list: unknown[] | undefined, noun: string) => `${list?.length ?? 0} ${noun}${(list?.length ?? 0) > 1 ? 's' : ''}`;
console.log(`${label} : ${count(cv.formations, 'formation')} et ${count(cv.experiences, 'expérience')} importées de ${name}.`);
for (const line of lines) console.log(`${name} : ${line}`);
if (languages.includes('en')) {
  console.log(`${label} : le site est aussi en anglais : donnez à chaque texte importé sa version anglaise ({ fr: '…', en: '…' }) ; npm run check les liste.`);
}
