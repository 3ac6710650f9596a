import { z } from 'zod';
import type { LegalNotice, Profile, Project, Skill, Technology } from '@/content/types';
import { projectTypes } from './project-types';

/** The owner's content, each key named after its file in content/. */
export type SiteContent = {
  projects: Project[];
  technologies: Technology[];
  skills: Skill[];
  profile: Profile;
  legal: LegalNotice;
};

export type ContentCheckOptions = {
  /** Whether a root-relative path ("/images/a.png") names a file under public/. Injected: tests need no disk. */
  imageExists: (path: string) => boolean;
};

/** The about page lays out exactly this many skills. */
const SKILL_COUNT = 8;

const NAMED_COLOURS = new Set(
  (
    'transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black ' +
    'blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue ' +
    'cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue ' +
    'darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow ' +
    'grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
    'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink ' +
    'lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose ' +
    'moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen ' +
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red ' +
    'rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// One argument of a colour function: a number with an optional unit or percentage, or `none`.
const ARG = String.raw`(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?|none)`;
const LEGACY_COLOUR_FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${ARG}\s*,\s*${ARG}\s*,\s*${ARG}\s*(?:,\s*${ARG}\s*)?\)$`,
  'i',
);
const MODERN_COLOUR_FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${ARG}\s+${ARG}\s+${ARG}\s*(?:/\s*${ARG}\s*)?\)$`,
  'i',
);

/** Colours are written into a <style> element (components/TechnologyColors.tsx), so only real colours may pass. */
function isCssColour(value: string): boolean {
  return (
    HEX_COLOUR.test(value) ||
    LEGACY_COLOUR_FUNCTION.test(value) ||
    MODERN_COLOUR_FUNCTION.test(value) ||
    NAMED_COLOURS.has(value.toLowerCase())
  );
}

const projectTypeValues = projectTypes.map((entry) => entry.value);
const text = z.string().trim().min(1, 'must not be empty');
const paragraphs = z.array(text).min(1, 'must hold at least one paragraph');
const colour = z.string().refine(isCssColour, 'is not a valid CSS colour');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https URL' });

// List-wide checks run even when an entry has other problems, so the build lists every problem at once.
const evenWithBadEntries = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

/** Adds a problem on every entry whose `key` repeats an earlier entry's. */
function uniqueBy<T>(key: keyof T & string, noun: string) {
  return (items: T[], ctx: z.RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key])) {
        ctx.addIssue({ code: 'custom', path: [index, key], message: `is already used by an earlier ${noun}` });
      }
      seen.add(item[key]);
    });
  };
}

function contentSchema(technologyLabels: ReadonlySet<string>, { imageExists }: ContentCheckOptions) {
  const knownTechnology = z.string().refine((label) => technologyLabels.has(label), 'is not a known technology');

  // Local files only: the site asks no other host for anything while a page loads (its CSP allows
  // img-src 'self'), and the build turns local images into sized AVIF and WebP.
  const image = z.string().superRefine((path, ctx) => {
    if (!path.startsWith('/') || path.startsWith('//')) {
      const message = 'must be a path under public/ starting with "/" (images are served by the site itself)';
      ctx.addIssue({ code: 'custom', message });
    } else if (!imageExists(path)) {
      ctx.addIssue({ code: 'custom', message: 'does not exist under public/' });
    }
  });

  const project = z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'must contain only lowercase letters, digits and hyphens'),
    titre: text,
    descriptionCourte: text,
    descriptionLongue: z.union([text, paragraphs], 'must be a string or a list of strings'),
    miniature: image,
    images: z.array(image).min(1, 'must hold at least one image'),
    tags: z.array(knownTechnology),
    type: z.enum(projectTypeValues, `must be one of ${projectTypeValues.join(', ')}`),
    date: text,
    lien: httpUrl.optional(),
  });

  const technology = z.object({
    label: text,
    imgSrc: image,
    bgLight: colour,
    bgDark: colour,
    borderColor: colour,
    textColor: colour,
    href: httpUrl,
  });

  const skill = z.object({ technologie: knownTechnology, infobulle: text });

  const profile = z.object({
    name: text,
    alias: text,
    jobTitle: text,
    recherche: text,
    photo: image,
    photoAlt: text,
    biographie: paragraphs,
    passions: z.array(text),
    badges: z.array(z.object({ label: text })),
    linkedin: httpsUrl,
    github: httpsUrl,
    email: z.email('is not a valid e-mail address'),
    localisation: text,
  });

  const legal = z.object({
    sections: z.array(z.object({ titre: text, paragraphes: paragraphs })).min(1, 'must hold at least one section'),
  });

  return z.object({
    projects: z.array(project).superRefine(uniqueBy<Project>('slug', 'project'), evenWithBadEntries),
    technologies: z
      .array(technology)
      .superRefine(uniqueBy<Technology>('label', 'technology'), evenWithBadEntries),
    skills: z.array(skill).length(SKILL_COUNT, {
      ...evenWithBadEntries,
      error: (issue) => `expected exactly ${SKILL_COUNT} skills, found ${(issue.input as Skill[]).length}`,
    }),
    profile,
    legal,
  });
}

/** Zod's own wording for a wrong or missing field, shortened to fit the problem line. */
const fieldTypeMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  return issue.input === undefined ? 'is missing' : `must be of type ${issue.expected}`;
};

/**
 * `project "portfolio"`, `technology "HTML"`, `skill 3`: how the owner finds an entry in its file. Indices
 * count from 0, like those of the field paths.
 */
function entryName(collection: 'projects' | 'technologies' | 'skills', content: SiteContent, index: number): string {
  const named = (noun: string, name: unknown) =>
    typeof name === 'string' && name.trim() !== '' ? `${noun} ${JSON.stringify(name)}` : `${noun} ${index}`;
  if (collection === 'projects') return named('project', content.projects[index]?.slug);
  if (collection === 'technologies') return named('technology', content.technologies[index]?.label);
  return `skill ${index}`;
}

/** ["sections", 3, "titre"] → "sections[3].titre". */
function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key)),
    '',
  );
}

/** `content/projects.ts: project "niltiplication": tags[2] "Rust" is not a known technology`. */
function problemLine(content: SiteContent, issue: z.core.$ZodIssue): string {
  const [collection, ...rest] = issue.path as [keyof SiteContent, ...PropertyKey[]];
  const file = `content/${collection}.ts`;
  const inList = collection !== 'profile' && collection !== 'legal' && typeof rest[0] === 'number';
  const entry = inList ? entryName(collection, content, rest[0] as number) : collection;
  const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], content);
  const quoted = typeof value === 'string' && value.trim() !== '' ? JSON.stringify(value) : '';
  const detail = [fieldPath(inList ? rest.slice(1) : rest), quoted, issue.message].filter(Boolean).join(' ');
  return `${file}: ${entry}: ${detail}`;
}

/** Every problem in the content, one line each; empty when the site can be built. */
export function validateContent(content: SiteContent, options: ContentCheckOptions): string[] {
  const technologyLabels = new Set(content.technologies.map((technology) => technology.label));
  const result = contentSchema(technologyLabels, options).safeParse(content, { error: fieldTypeMessage });
  return result.success ? [] : result.error.issues.map((issue) => problemLine(content, issue));
}
