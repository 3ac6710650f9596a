import { z } from 'zod';
import { inLocale, missingTranslations, translatable } from './localized';

/**
 * The schema of content/cv.ts: education, experience and how the PDF is provided. Its types are
 * inferred from it, so the file and its check cannot drift apart. Its texts are translatable, like the
 * rest of the content (lib/content/content-schema.ts): French, or `{ fr: '…', en: '…' }`.
 */

const YEAR_MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;
/** A PDF the owner keeps in the content folder: a path relative to it, without "..". */
const OWN_PDF = /^(?:[\w-][\w .-]*\/)*[\w-][\w .-]*\.pdf$/i;
/** The name in the download link and in the site's address: no space, no accent. */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.pdf$/i;

const text = z.string().trim().min(1, 'ne doit pas être vide');
const localText = translatable(text);
/** "AAAA-MM": the CV's dates, and the month the owner is available from (content/profile.ts). */
export const yearMonth = z.string().regex(YEAR_MONTH, "n'est pas une date au format AAAA-MM");

/** "AAAA-MM" strings sort as dates: an end before the start is a typo. (A malformed date is reported as such.) */
function endsAfterStart(entry: { debut: string; fin?: string }, ctx: z.RefinementCtx) {
  const { debut, fin } = entry;
  if (fin !== undefined && YEAR_MONTH.test(debut) && YEAR_MONTH.test(fin) && fin < debut) {
    ctx.addIssue({ code: 'custom', path: ['fin'], message: `précède debut « ${debut} »` });
  }
}

const period = {
  /** "AAAA-MM", e.g. "2023-09". */
  debut: yearMonth,
  /** "AAAA-MM"; absent while it goes on. */
  fin: yearMonth.optional(),
  /** City, or "à distance". */
  lieu: localText.optional(),
  /** One line. */
  description: localText.optional(),
};

export const formationSchema = z.strictObject({ diplome: localText, ecole: localText, ...period }).superRefine(endsAfterStart);

export const experienceSchema = z
  .strictObject({ poste: localText, entreprise: localText, ...period })
  .superRefine(endsAfterStart);

/** A PDF the owner keeps in the content folder: a path relative to it, without "..". */
const ownPdf = z
  .string()
  .regex(OWN_PDF, 'doit être le chemin d’un fichier .pdf du dossier content/, sans « / » au début, par exemple « cv.pdf »');

export const cvContentSchema = z.strictObject({
  formations: z.array(formationSchema).optional(),
  experiences: z.array(experienceSchema).optional(),
  /**
   * The owner's own PDF, served instead of the generated one, relative to content/: "cv.pdf", or one per
   * language ({ fr: 'cv.pdf', en: 'cv-en.pdf' }): an English site offers an English CV.
   */
  pdf: translatable(ownPdf).optional(),
  /** The downloaded file's name; by default "cv-prenom-nom.pdf" from the owner's name. */
  nomFichier: z
    .string()
    .regex(FILE_NAME, 'doit finir par .pdf et ne contenir que des lettres sans accent, des chiffres, « - », « _ » ou « . »')
    .optional(),
});

export type Formation = z.input<typeof formationSchema>;
export type Experience = z.input<typeof experienceSchema>;
export type CvContent = z.input<typeof cvContentSchema>;

export type CvCheckOptions = {
  /** Whether a path relative to the content folder names a file. Injected: tests need no disk. */
  fileExists: (path: string) => boolean;
  /** The site's languages (content/site.ts): each one's texts must be there. */
  languages: readonly string[];
};

const FILE = 'content/cv.ts';

const typeNames: Record<string, string> = { string: 'un texte', array: 'une liste', object: 'un objet' };

/** French wording for what the schema does not word itself: missing fields, wrong types, unknown keys. */
const frenchMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? 'est obligatoire' : `doit être ${typeNames[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `« ${key} »`).join(', ');
    return issue.keys.length > 1 ? `champs inconnus ${keys}` : `champ inconnu ${keys}`;
  }
  return undefined;
};

/** How the owner recognises an entry, in French: `« Licence informatique, Université Lyon 1 »`. */
function entryLabel(entry: unknown, keys: string[]): string {
  const record = (entry ?? {}) as Record<string, unknown>;
  const names = keys.map((key) => inLocale(record[key], 'fr')).filter((value) => typeof value === 'string' && value.trim() !== '');
  return names.length > 0 ? ` « ${names.join(', ')} »` : '';
}

/** Each list's entries: their noun and the fields that name them. */
const lists: Record<string, { noun: string; keys: string[] }> = {
  formations: { noun: 'formation', keys: ['diplome', 'ecole'] },
  experiences: { noun: 'expérience', keys: ['poste', 'entreprise'] },
};

/** A problem at a place of the CV; `quoteValue: false` when the value is not at fault (a missing translation). */
type Problem = { path: PropertyKey[]; message: string; quoteValue?: false };

/**
 * `content/cv.ts : formation n° 2 « Licence, Université X » : debut « 2024-13 » n'est pas une date au
 * format AAAA-MM`, like the other content problems (lib/content/content-validation.ts): entries counted from 1.
 */
function problemLine(cv: unknown, issue: Problem): string {
  const [first, index, ...field] = issue.path;
  const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], cv);
  const quoted = typeof value === 'string' && value.trim() !== '' && issue.quoteValue !== false ? `« ${value} »` : '';
  const list = typeof first === 'string' ? lists[first] : undefined;
  if (!list || typeof index !== 'number') {
    const detail = [issue.path.map(String).join('.'), quoted, issue.message].filter(Boolean).join(' ');
    return `${FILE} : CV : ${detail}`;
  }
  const entry = (cv as Record<string, unknown[]>)[first as string][index];
  const detail = [field.map(String).join('.'), quoted, issue.message].filter(Boolean).join(' ');
  return `${FILE} : ${list.noun} n° ${index + 1}${entryLabel(entry, list.keys)} : ${detail}`;
}

/** The owner's PDFs, each at its place in the content: `pdf`, or `pdf.fr` and `pdf.en`. */
function ownPdfs(pdf: CvContent['pdf']): [PropertyKey[], string][] {
  if (pdf === undefined) return [];
  if (typeof pdf === 'string') return [[['pdf'], pdf]];
  return Object.entries(pdf).flatMap(([locale, file]): [PropertyKey[], string][] => (file === undefined ? [] : [[['pdf', locale], file]]));
}

/** Every problem in content/cv.ts, one French line each; empty when the CV can be built. */
export function validateCvContent(cv: unknown, { fileExists, languages }: CvCheckOptions): string[] {
  const result = cvContentSchema.safeParse(cv, { error: frenchMessages });
  const problems: Problem[] = result.success ? [] : [...result.error.issues];
  if (result.success) {
    for (const [path, file] of ownPdfs(result.data.pdf)) {
      if (!fileExists(file)) problems.push({ path, message: 'n’existe pas dans le dossier du contenu' });
    }
  }
  problems.push(...missingTranslations(cvContentSchema, cv, languages).map((problem) => ({ ...problem, quoteValue: false as const })));
  return problems.map((problem) => problemLine(cv, problem));
}
