import type { CvContent, Experience, Formation } from '@/lib/content/cv-schema';

/**
 * `npm run import-resume -- resume.json` (scripts/import-resume.mts): the CV part of the content
 * (content/cv.ts: experiences and education) from an existing JSON Resume, the way back of
 * lib/build/json-resume.ts. What it cannot place is said in one French line per field, with where it goes
 * on the site when it has a place elsewhere in content/: the owner copies it there by hand.
 */

type Json = Record<string, unknown>;

/** The schema's dates ("2023", "2023-09", "2023-09-01") as the CV writes them, "AAAA-MM"; a year alone has no month. */
function yearMonth(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^([1-2]\d{3}-(?:0[1-9]|1[0-2]))(?:-[0-3]\d)?$/.exec(value) : null;
  return match?.[1];
}

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field left empty ("", [], null), as JSON Resume templates leave them: nothing to place, nothing to say. */
const blank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
/** A value as a line quotes it: a long text by its beginning. */
const quoted = (value: unknown) => (typeof value === 'string' ? ` « ${value.length > 60 ? `${value.slice(0, 59)}…` : value} »` : '');

/** Where what the CV does not take lives on the site, by JSON Resume field. */
const elsewhere: Record<string, string> = {
  'basics.name': 'content/profile.ts (name)',
  'basics.label': 'content/profile.ts (jobTitle)',
  'basics.image': 'content/profile.ts (photo, un fichier du dossier content/)',
  'basics.email': 'content/profile.ts (email)',
  'basics.url': 'la variable NEXT_PUBLIC_SITE_URL',
  'basics.summary': 'content/profile.ts (biographie)',
  'basics.location': 'content/profile.ts (localisation)',
  'basics.profiles': 'content/profile.ts (linkedin, github)',
  skills: 'content/skills.ts et content/technologies.ts',
  languages: 'content/profile.ts (disponibilite.langues)',
  interests: 'content/profile.ts (passions)',
  projects: 'content/projects.ts',
};

function unplaced(field: string, value: unknown): string {
  const place = elsewhere[field];
  const count = Array.isArray(value) ? ` (${value.length} entrée${value.length > 1 ? 's' : ''})` : quoted(value);
  return `${field}${count} non repris : ${place ? `à reporter dans ${place}` : 'le CV du site n’a pas de champ pour cela'}.`;
}

/** The CV's field of each JSON Resume field it takes, for an experience and for an education entry. */
const workFields = { name: 'entreprise', position: 'poste', location: 'lieu', startDate: 'debut', endDate: 'fin', summary: 'description' } as const;
// The diploma is the type of study and its field, "Licence, Informatique": both are read together.
const educationFields = { institution: 'ecole', studyType: 'diplome', area: 'diplome', startDate: 'debut', endDate: 'fin' } as const;
/** What an entry cannot do without. */
const required = { work: ['entreprise', 'poste', 'debut'], education: ['ecole', 'diplome', 'debut'] } as const;

type List = keyof typeof required;

/** One entry of work or education as the CV's fields, or nothing when it lacks one it needs; each field it drops, said. */
function entry(list: List, index: number, item: unknown, lines: string[]): Record<string, string> | undefined {
  const at = `${list}[${index}]`;
  if (!isRecord(item)) {
    lines.push(`${at} non repris : ce n’est pas un objet.`);
    return undefined;
  }
  const fields: Record<string, string> = list === 'work' ? workFields : educationFields;
  const placed: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) {
    if (blank(value)) continue;
    const date = key === 'startDate' || key === 'endDate';
    const placedValue = date ? yearMonth(value) : text(value);
    if (fields[key] !== undefined && placedValue !== undefined) placed[fields[key]] = placedValue;
    else if (date) lines.push(`${at}.${key}${quoted(value)} non repris : le CV veut une date AAAA-MM, par exemple « 2023-09 ».`);
    else lines.push(unplaced(`${at}.${key}`, value));
  }
  if (list === 'education' && placed.diplome) placed.diplome = [text(item.studyType), text(item.area)].filter(Boolean).join(', ');
  if (required[list].every((key) => placed[key] !== undefined)) return placed;
  lines.push(`${at} non repris : il lui faut ${list === 'work' ? 'une entreprise, un poste' : 'un établissement, un diplôme'} et une date de début.`);
  return undefined;
}

export type ImportedCv = { cv: Pick<CvContent, 'formations' | 'experiences'>; lines: string[] };

/**
 * The CV's education and experience from a JSON Resume, in its order (the CV sorts them itself), and one
 * French line for each field that has no place in content/cv.ts.
 */
export function importResume(resume: unknown): ImportedCv {
  if (!isRecord(resume)) return { cv: {}, lines: ['le fichier n’est pas un CV JSON Resume : un objet est attendu.'] };
  const lines: string[] = [];
  const lists: Record<List, Record<string, string>[]> = { work: [], education: [] };
  for (const [key, value] of Object.entries(resume)) {
    if (key === '$schema' || key === 'meta' || blank(value)) continue;
    if (key === 'basics' && isRecord(value)) {
      for (const [field, detail] of Object.entries(value)) if (!blank(detail)) lines.push(unplaced(`basics.${field}`, detail));
    } else if ((key === 'work' || key === 'education') && Array.isArray(value)) {
      value.forEach((item, index) => {
        const made = entry(key, index, item, lines);
        if (made) lists[key].push(made);
      });
    } else {
      lines.push(unplaced(key, value));
    }
  }
  // Each entry has its required fields (entry checked them), the others are optional texts.
  const formations = lists.education as Formation[];
  const experiences = lists.work as Experience[];
  return { cv: { ...(formations.length > 0 ? { formations } : {}), ...(experiences.length > 0 ? { experiences } : {}) }, lines };
}

/**
 * content/cv.ts with the imported education and experience: its comment and its own settings (its PDF, the
 * file's name) kept, the lists replaced. `source` is the file as it is, "" when there is none.
 */
export function cvModule(source: string, current: CvContent, imported: ImportedCv['cv']): string {
  const { pdf, nomFichier } = current;
  const cv = { ...imported, ...(pdf ? { pdf } : {}), ...(nomFichier ? { nomFichier } : {}) };
  // A file that does not declare its CV (one that re-exports another's) is written anew.
  const at = source.search(/^export const cv\b/m);
  const head = at >= 0 ? source.slice(0, at) : "import type { CvContent } from '@/lib/content/cv-schema';\n\n";
  // A JSON object is an object literal; its keys read better unquoted, as in the rest of content/.
  const literal = JSON.stringify(cv, null, 2).replace(/^(\s*)"([A-Za-z_]\w*)":/gm, '$1$2:');
  return `${head}export const cv: CvContent = ${literal};\n`;
}
