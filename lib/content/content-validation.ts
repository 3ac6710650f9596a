import type { z } from 'zod';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, formatRatio, isLighter } from './contrast';
import {
  captionsFile,
  colour,
  contentFile,
  siteSchema,
  videoFile,
  SKILL_COUNT,
  type ContentCheckOptions,
  type SiteContent,
  type ThemeColours,
} from './content-schema';
import { missingTranslations } from './localized';

/**
 * The content check: the schema's problems and what only the whole content can tell, each worded in
 * French on one line that names the file, the entry and the field.
 */

type Collection = keyof SiteContent;
/** `quoteValue: false` for a problem that is not the value itself (a missing translation): the line does not quote it. */
type Problem = { path: PropertyKey[]; message: string; quoteValue?: false };

const typeNames: Record<string, string> = { string: 'texte', array: 'liste', object: 'objet', number: 'nombre' };

/** Zod's wording for a wrong or missing field, in French. */
const fieldTypeMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  return issue.input === undefined ? 'est obligatoire' : `doit être de type ${typeNames[issue.expected] ?? issue.expected}`;
};

/** Edit distance, to suggest "JavaScript" for "Javascript". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The accepted value closest to a mistyped one, when one is close enough to be what was meant. */
export function closest(value: string, accepted: readonly string[]): string | undefined {
  const scored = accepted
    .map((candidate) => ({ candidate, score: distance(value.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.score - b.score);
  const best = scored[0];
  return best && best.score <= Math.max(2, Math.floor(value.length / 3)) ? best.candidate : undefined;
}

const quote = (value: string) => `« ${value} »`;

function unknownTechnology(value: string, labels: readonly string[]): string {
  const suggestion = closest(value, labels);
  return (
    `n’est pas une technologie de content/technologies.ts (valeurs acceptées : ${labels.join(', ')})` +
    (suggestion ? ` ; vouliez-vous dire ${quote(suggestion)} ?` : '')
  );
}

/** Entries of a list are named by their position (from 1, as the owner counts them) and their name. */
const entryNouns: Record<'projects' | 'technologies' | 'skills', string> = {
  projects: 'projet',
  technologies: 'technologie',
  skills: 'compétence',
};

const listNames: Record<'projects' | 'technologies' | 'skills', string> = {
  projects: 'projets',
  technologies: 'technologies',
  skills: 'compétences',
};

const themeNames = { light: 'thème clair', dark: 'thème sombre' };

/** Where the owner finds the problem: the entry (by its position from 1, as people count, and its name) and the field. */
function location(content: SiteContent, path: PropertyKey[]): { entry: string; field: PropertyKey[] } {
  const [collection, ...rest] = path as [Collection, ...PropertyKey[]];
  if (collection === 'profile') return { entry: 'profil', field: rest };
  if (collection === 'legal') return { entry: 'mentions légales', field: rest };
  if (collection === 'site') return { entry: 'réglages', field: rest };
  if (collection === 'palette') {
    const [theme, ...field] = rest;
    return theme === 'light' || theme === 'dark' ? { entry: themeNames[theme], field } : { entry: 'palette', field: rest };
  }
  const [index, ...field] = rest;
  if (typeof index !== 'number') return { entry: listNames[collection], field: [] };
  const entry = content[collection][index] as Record<string, unknown> | undefined;
  const name = { projects: entry?.slug, technologies: entry?.label, skills: entry?.technologie }[collection];
  const named = typeof name === 'string' && name.trim() !== '' ? ` ${quote(name)}` : '';
  return { entry: `${entryNouns[collection]} n° ${index + 1}${named}`, field };
}

/** ["sections", 3, "titre"] → "sections[3].titre". */
function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key)),
    '',
  );
}

/** `content/projects.ts : projet n° 2 « mon-projet » : tags[2] « Rust » n’est pas une technologie…`. */
function problemLine(content: SiteContent, { path, message, quoteValue }: Problem): string {
  const { entry, field } = location(content, path);
  const value = path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], content);
  const shown = typeof value === 'string' && value.trim() !== '' && field.length > 0 && quoteValue !== false ? quote(value) : '';
  const detail = [fieldPath(field), shown, message].filter(Boolean).join(' ');
  return `content/${String(path[0])}.ts : ${entry} : ${detail}`;
}

/** The files a project's video names, each with the schema of its kind, for the existence check. */
function videoFileChecks(video: unknown, at: PropertyKey[]): [PropertyKey[], unknown, z.ZodType][] {
  if (typeof video !== 'object' || video === null) return [];
  const { fichier, affiche, sousTitres } = video as Record<string, unknown>;
  return [
    ...(Array.isArray(fichier)
      ? fichier.map((file, j): [PropertyKey[], unknown, z.ZodType] => [[...at, 'fichier', j], file, videoFile])
      : [[[...at, 'fichier'], fichier, videoFile] as [PropertyKey[], unknown, z.ZodType]]),
    [[...at, 'affiche'], affiche, contentFile],
    [[...at, 'sousTitres'], sousTitres, captionsFile],
  ];
}

/** A colour, the colour it is read on, each with its name as the owner finds it, and the contrast they need. */
type ColourPair = [foregroundName: string, foreground: unknown, backgroundName: string, background: unknown, minimum: number];

/**
 * The pair's problem when it is too faint, saying which colour to darken and which to lighten; none when
 * a colour is malformed (the schema says so).
 */
function contrastProblems(path: PropertyKey[], [foregroundName, foreground, backgroundName, background, minimum]: ColourPair): Problem[] {
  if (typeof foreground !== 'string' || typeof background !== 'string') return [];
  if (!colour.safeParse(foreground).success || !colour.safeParse(background).success) return [];
  const ratio = contrastRatio(foreground, background);
  if (ratio >= minimum) return [];
  const [darker, lighter] = isLighter(foreground, background) ? [backgroundName, foregroundName] : [foregroundName, backgroundName];
  return [
    {
      path,
      message:
        `${foregroundName} ${foreground} sur ${backgroundName} ${background} n’offre qu’un contraste de ${formatRatio(ratio)}, ` +
        `il faut au moins ${formatRatio(minimum)} (WCAG AA) : foncez ${darker} ou éclaircissez ${lighter}`,
    },
  ];
}

type Role = keyof ThemeColours;
const textColours: Role[] = ['text', 'textMuted', 'primary', 'primaryStrong', 'accent', 'danger'];
const backgrounds: Role[] = ['background', 'surface', 'surfaceMuted'];

/**
 * The pairs of a theme that must stay readable: every text colour on every background, a button's label
 * on both its colours, and the focus ring against every background.
 */
const paletteChecks: [foreground: Role, background: Role, minimum: number][] = [
  ...textColours.flatMap((text) => backgrounds.map((background): [Role, Role, number] => [text, background, AA_TEXT])),
  ['onPrimary', 'primary', AA_TEXT],
  ['onPrimary', 'primaryStrong', AA_TEXT],
  ...backgrounds.map((background): [Role, Role, number] => ['focus', background, AA_NON_TEXT]),
];

/** What only the whole content can tell: references between files, files on disk, repeats, contrast. */
function crossChecks(content: SiteContent, { fileExists }: ContentCheckOptions): Problem[] {
  const problems: Problem[] = [];
  const labels = content.technologies.map((technology) => technology.label);

  // Each file with the schema of its kind: a file whose path is malformed is reported by the schema alone.
  const files: [PropertyKey[], unknown, z.ZodType][] = [
    ...content.projects.flatMap((project, i): [PropertyKey[], unknown, z.ZodType][] => [
      [['projects', i, 'miniature'], project.miniature, contentFile],
      ...(Array.isArray(project.images) ? project.images : []).map((image, j): [PropertyKey[], unknown, z.ZodType] => [
        ['projects', i, 'images', j],
        image,
        contentFile,
      ]),
      ...videoFileChecks(project.video, ['projects', i, 'video']),
    ]),
    ...content.technologies.map((technology, i): [PropertyKey[], unknown, z.ZodType] => [['technologies', i, 'imgSrc'], technology.imgSrc, contentFile]),
    [['profile', 'photo'], content.profile.photo, contentFile],
  ];
  for (const [path, file, kind] of files) {
    if (typeof file === 'string' && kind.safeParse(file).success && !fileExists(file)) {
      problems.push({ path, message: 'n’existe pas dans le dossier du contenu' });
    }
  }

  content.projects.forEach((project, i) => {
    const position = project.video?.position;
    const slides = (Array.isArray(project.images) ? project.images.length : 0) + 1;
    if (Number.isInteger(position) && position! > slides) {
      problems.push({
        path: ['projects', i, 'video', 'position'],
        message: `vaut ${position}, mais le carrousel n’a que ${slides} places avec la vidéo : écrivez un nombre de 1 à ${slides}, ou retirez position pour la mettre après les images`,
      });
    }
  });

  content.projects.forEach((project, i) =>
    (Array.isArray(project.tags) ? project.tags : []).forEach((tag, j) => {
      if (typeof tag === 'string' && !labels.includes(tag)) problems.push({ path: ['projects', i, 'tags', j], message: unknownTechnology(tag, labels) });
    }),
  );
  content.skills.forEach((skill, i) => {
    if (typeof skill.technologie === 'string' && !labels.includes(skill.technologie)) {
      problems.push({ path: ['skills', i, 'technologie'], message: unknownTechnology(skill.technologie, labels) });
    }
  });

  const repeats = (collection: 'projects' | 'technologies', key: 'slug' | 'label', ofNoun: string) => {
    const first = new Map<unknown, number>();
    content[collection].forEach((entry, i) => {
      const value = (entry as Record<string, unknown>)[key];
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, i);
      else problems.push({ path: [collection, i, key], message: `est déjà celui ${ofNoun} n° ${earlier + 1} : chacun doit être unique` });
    });
  };
  repeats('projects', 'slug', 'du projet');
  repeats('technologies', 'label', 'de la technologie');

  if (content.skills.length !== SKILL_COUNT) {
    problems.push({
      path: ['skills'],
      message: `doit contenir exactement ${SKILL_COUNT} compétences (la page À propos les dispose ainsi), il y en a ${content.skills.length}`,
    });
  }

  // In the dark theme a tag is written in the page's text (lib/content/content-colors.ts).
  const darkText = content.palette?.dark?.text;
  content.technologies.forEach((technology, i) => {
    const pairs: ColourPair[] = [
      ['textColor', technology.textColor, 'bgLight', technology.bgLight, AA_TEXT],
      ['le texte du thème sombre (dark.text de content/palette.ts)', darkText, 'bgDark', technology.bgDark, AA_TEXT],
    ];
    problems.push(...pairs.flatMap((pair) => contrastProblems(['technologies', i], pair)));
  });
  for (const theme of ['light', 'dark'] as const) {
    const colours = content.palette?.[theme];
    if (typeof colours !== 'object' || colours === null) continue;
    for (const [text, background, minimum] of paletteChecks) {
      problems.push(...contrastProblems(['palette', theme], [text, colours[text], background, colours[background], minimum]));
    }
  }
  return problems;
}

/** Every problem in the content, one French line each; empty when the site can be built. */
export function validateContent(content: SiteContent, options: ContentCheckOptions): string[] {
  const result = siteSchema.safeParse(content, { error: fieldTypeMessage });
  // Cross-checks skip the fields whose shape is wrong, so every problem is listed at once, each once.
  const problems: Problem[] = [
    ...(result.success ? [] : result.error.issues),
    ...crossChecks(content, options),
    // A half-translated site does worse than a French one: each text a language lacks stops the build.
    ...missingTranslations(siteSchema, content, content.site?.languages).map((problem) => ({ ...problem, quoteValue: false as const })),
  ];
  return problems.map((problem) => problemLine(content, problem));
}
