import { z } from 'zod';
import { yearMonth } from './cv-schema';
import { translatable } from './localized';
import { projectTypes } from './project-types';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The shape of the owner's content (content/*.ts). The content types are inferred from these schemas;
 * lib/content/content-validation.ts adds what needs the whole content or the disk (tags that name a technology,
 * files that exist, unique slugs, readable colours) and words every problem in French, one line each.
 *
 * Every text the owner writes for visitors is `translatable`: French as a plain string, or
 * `{ fr: '…', en: '…' }` side by side; names, addresses, files, tags and dates are the same in every
 * language. The content check finds the translatable texts through these schemas alone.
 */

const text = z.string().trim().min(1, 'ne doit pas être vide');
/** The message of a field that takes one of a few values: `doit valoir « sur site », « hybride », « à distance »`. */
const oneOf = (values: readonly string[]) => `doit valoir ${values.map((value) => `« ${value} »`).join(', ')}`;
/** A text visitors read: `'Été 2025'` (French) or `{ fr: 'Été 2025', en: 'Summer 2025' }`. */
const localText = translatable(text);
/** Paragraphs, each translated next to itself: what stays readable when a translation runs long. */
const paragraphs = z.array(localText).min(1, 'doit contenir au moins un paragraphe');
const httpUrl = z.url({ protocol: /^https?$/, error: 'doit être une adresse absolue en http(s)://' });
const httpsUrl = z.url({ protocol: /^https$/, error: 'doit être une adresse absolue en https://' });
/** Hex only: the build checks each pair's contrast, and a name or a function could not be measured the same way everywhere. */
export const colour = z
  .string()
  .regex(
    /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
    'doit être une couleur hexadécimale (#rgb ou #rrggbb) : écrivez par exemple #663399 plutôt que rebeccapurple ou rgb(102, 51, 153)',
  );
/** A file of the content folder of one of these kinds (extensions, a regular expression alternation), relative to it. */
const fileOfKind = (extensions: string, message: string) =>
  z.string().regex(new RegExp(`^(?!/)(?![a-z][a-z0-9+.-]*:)(?!.*(?:^|/)\\.\\.(?:/|$))[^\\\\]+\\.(?:${extensions})$`, 'i'), message);
/**
 * A file of the content folder, written relative to it ("images/projets/mon-projet-1.png"). Local files
 * only: the site asks no other host for anything (its CSP allows img-src 'self'), and the build turns
 * images into sized AVIF and WebP. Whether the file exists is checked by lib/content/content-validation.ts.
 */
export const contentFile = fileOfKind(
  'png|jpe?g|webp|avif|svg',
  'doit être le chemin d’une image (PNG, JPEG, WebP, AVIF ou SVG) dans le dossier content/, sans « / » au début : par exemple « images/projets/mon-projet-1.png »',
);

/** One paragraph, or a list of paragraphs: each in French, or `{ fr, en }`. */
const prose = z.union([localText, paragraphs], "doit être un texte ou une liste de textes, chacun '…' ou { fr: '…', en: '…' }");

export const videoFile = fileOfKind('webm|mp4', 'doit être le chemin d’une vidéo WebM ou MP4 dans le dossier content/ : par exemple « videos/demo.webm »');
export const captionsFile = fileOfKind('vtt', 'doit être le chemin d’un fichier de sous-titres WebVTT (.vtt) dans le dossier content/ : par exemple « videos/demo.vtt »');

/**
 * A short video among the carousel's images (a demo, a screen recording). Never plays by itself, muted
 * until the visitor turns the sound on, and loaded only when its slide is shown.
 */
export const projectVideoSchema = z.object({
  /** A WebM or MP4 file, or the same video in several formats: the browser plays the first it can. */
  fichier: z.union([videoFile, z.array(videoFile).min(1, 'doit contenir au moins un fichier')], 'doit être un chemin ou une liste de chemins'),
  /** The image shown before the video plays, of the video's proportions: a frame of it, say. */
  affiche: contentFile,
  /** French captions (WebVTT). */
  sousTitres: captionsFile.optional(),
  /** The video's place in the carousel, counting from 1 (2: after the first image); after the images when omitted. */
  position: z.int('doit être un nombre entier').min(1, 'doit valoir au moins 1').optional(),
});

/** A figure of the result, shown large: { valeur: '120', libelle: 'utilisateurs par semaine' }. */
const figureSchema = z.object({ valeur: localText, libelle: localText });

export const projectSchema = z.object({
  /** Lowercase letters, digits and hyphens, unique: the address is /projets/{slug}. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ne doit contenir que des minuscules sans accent, des chiffres et des tirets'),
  titre: localText,
  /** One sentence: the page's description in search results and link previews. */
  descriptionCourte: localText,
  descriptionLongue: prose,
  miniature: contentFile,
  /** Carousel images, in order. */
  images: z.array(contentFile).min(1, 'doit contenir au moins une image'),
  video: projectVideoSchema.optional(),
  /** Technology labels, as written in content/technologies.ts. */
  tags: z.array(z.string()),
  type: z.enum(projectTypes, oneOf(projectTypes)),
  /** Free text, shown as written ("Été 2025"). */
  date: localText,
  /** External address of the project, when it is online. */
  lien: httpUrl.optional(),
  // The case study, each part optional, shown after the description in this order (lib/content/case-study.ts).
  /** The context, or the problem the project answers. */
  contexte: prose.optional(),
  /** What the owner did. */
  role: prose.optional(),
  /** How many people made the project, the owner included: 1 for a project made alone. */
  equipe: z.int('doit être un nombre entier de personnes, vous compris (1 pour un projet individuel)').min(1, 'doit valoir au moins 1 (vous)').optional(),
  /** Free text ("3 mois, à mi-temps"). */
  duree: localText.optional(),
  /** The technical choices and the difficulties met. */
  choixTechniques: prose.optional(),
  resultat: prose.optional(),
  /** The result's figures: users, grade, performance. */
  chiffres: z.array(figureSchema).min(1, 'doit contenir au moins un chiffre, ou être retiré').optional(),
  /** What the owner learned. */
  apprentissages: prose.optional(),
});

export const technologySchema = z.object({
  /** Unique: projects' tags and skills name a technology by this label. */
  label: text,
  imgSrc: contentFile,
  /** Tag background in light mode; textColor must be readable on it (WCAG AA). */
  bgLight: colour,
  /** Tag background in dark mode, where tags are written in the site's light text colour. */
  bgDark: colour,
  borderColor: colour,
  textColor: colour,
  /** The technology's official site. */
  href: httpUrl,
});

/**
 * The colours of one theme (content/palette.ts). Every text colour (text, textMuted, primary,
 * primaryStrong, accent, danger) is written on every background (background, surface, surfaceMuted):
 * lib/content/content-validation.ts measures each pair at WCAG AA.
 */
const themeColoursSchema = z.object({
  /** The page behind everything; the browser's bar and the installed app's splash screen too. */
  background: colour,
  /** Cards, panels, the form's fields and the CV sheet. */
  surface: colour,
  /** Quieter areas: image frames, pills, tags without colours of their own, menu links under the pointer. */
  surfaceMuted: colour,
  /** Body text and headings. */
  text: colour,
  /** Secondary text: dates, captions, labels. */
  textMuted: colour,
  /** Lines around cards and fields, and the rules of the CV's PDF. Decoration: no contrast is required. */
  border: colour,
  /** Links, buttons, the CV's headings; the owner's line in the link previews. */
  primary: colour,
  /** Links and buttons under the pointer. */
  primaryStrong: colour,
  /** Text on primary and primaryStrong (a button's label). */
  onPrimary: colour,
  /** The small line above a title (the home page's, the previews' and the CV's search line), the availability's border. */
  accent: colour,
  /** The keyboard focus ring: 3:1 on every background (WCAG AA for what is not text). */
  focus: colour,
  /** The contact form's error messages. */
  danger: colour,
});

/** content/palette.ts: the owner's colours, in both themes, and the icon's background. */
export const paletteSchema = z.object({
  light: themeColoursSchema,
  /** The same colours for the dark theme: the visitor's system preference, or their choice of « Sombre ». */
  dark: themeColoursSchema,
  /**
   * Fills the transparent parts of the site's icon where it must be opaque (iOS), and the space around it in
   * Android's cropped icon.
   */
  iconBackground: colour,
});

export const skillSchema = z.object({
  /** A technology label from content/technologies.ts. */
  technologie: z.string(),
  /** Shown on hover and keyboard focus. */
  infobulle: localText,
});

/** How the owner would work: at the place, partly there, or from afar. */
export const modaliteValues = ['sur site', 'hybride', 'à distance'] as const;

/** When, for how long and where the owner can start: what a recruiter looks for first. */
const availabilitySchema = z.object({
  /** "AAAA-MM": the first month the owner can start. */
  debut: yearMonth,
  /** Free text: "4 à 6 mois". */
  duree: localText,
  /** City or region: "Lyon". */
  lieu: localText,
  modalite: z.enum(modaliteValues, oneOf(modaliteValues)),
  /** Free text: "Pas de visa nécessaire dans l'UE". */
  autorisationTravail: localText.optional(),
  /** "Français" / "langue maternelle", "Anglais" / "B2". */
  langues: z.array(z.object({ langue: localText, niveau: localText })).optional(),
});

export const profileSchema = z.object({
  name: text,
  alias: text,
  jobTitle: localText,
  /** The line about the internship that is sought. */
  recherche: localText,
  photo: contentFile,
  photoAlt: localText,
  biographie: paragraphs,
  passions: z.array(localText),
  badges: z.array(z.object({ label: localText })),
  linkedin: httpsUrl,
  github: httpsUrl,
  email: z.email('n’est pas une adresse e-mail valide'),
  /** City shown in the footer and the legal notice. */
  localisation: localText,
  disponibilite: availabilitySchema,
});

export const legalSchema = z.object({
  /** In the specification's order; the "Modification" section ends with the date of the last update. */
  sections: z.array(z.object({ titre: localText, paragraphes: paragraphs })).min(1, 'doit contenir au moins une section'),
});

/** The languages a site is built in (content/site.ts): French first, then the others it is translated into. */
export type SiteLanguages = readonly ['fr', ...Exclude<Locale, 'fr'>[]];

/** Checked as well as typed: a repeat type-checks, and the type does not stop a cast. */
const languagesSchema = z.array(z.enum(locales, oneOf(locales))).superRefine((languages, ctx) => {
  if (languages[0] !== 'fr') {
    ctx.addIssue({ code: 'custom', message: "doit commencer par « fr », la langue des adresses du site : écrivez ['fr'] ou ['fr', 'en']" });
  }
  languages.forEach((language, i) => {
    if (languages.indexOf(language) < i) ctx.addIssue({ code: 'custom', path: [i], message: 'y figure déjà : chaque langue une seule fois' });
  });
});

/**
 * The audience measurement services the site can send its page views to: each runs without cookies and
 * can be self-hosted, and each is called through its documented event API by the site's own script
 * (lib/browser/audience/), never by the service's.
 */
export const audienceProviders = ['plausible', 'umami', 'goatcounter'] as const;
export type AudienceProvider = (typeof audienceProviders)[number];

/** The longest the CNIL lets audience figures be kept without the visitor's consent, in months. */
export const MAX_RETENTION_MONTHS = 25;

/** What the service calls the site, by provider: where to find it, for the one line that says it is missing. */
const siteIdHelp: Record<AudienceProvider, string | undefined> = {
  plausible: 'le domaine du site tel que Plausible le connaît, par exemple « exemple.fr »',
  umami: 'l’identifiant du site (Website ID) que donne Umami',
  // The address names the site: https://MONCODE.goatcounter.com.
  goatcounter: undefined,
};

/** content/site.ts `audience`: off when absent. */
const audienceSchema = z
  .object({
    provider: z.enum(audienceProviders, oneOf(audienceProviders)),
    /** The service's address, its own or a self-hosted one: https://plausible.io, https://stats.exemple.fr. */
    address: httpsUrl.refine((address) => !/[?#]/.test(address), 'ne doit contenir ni « ? » ni « # » : l’adresse du service seule'),
    /** Plausible: the site's domain as registered there; Umami: the Website ID. GoatCounter needs none. */
    siteId: text.optional(),
    /** How long the service keeps the figures (its setting): the legal notice says it. */
    retentionMonths: z
      .int({ error: (issue) => (issue.input === undefined ? undefined : 'doit être un nombre entier de mois') })
      .min(1, 'doit valoir au moins 1')
      .max(MAX_RETENTION_MONTHS, `doit valoir au plus ${MAX_RETENTION_MONTHS} : la CNIL n’admet pas plus sans consentement ; réglez cette durée chez le service`),
    /** Whether a page's path keeps the project filter's parameters (?type=…&tags=…): which filters are used. */
    keepFilter: z.boolean().optional(),
  })
  .superRefine(
    ({ provider, siteId }, ctx) => {
      const help = siteIdHelp[provider] as string | undefined;
      if (help && siteId === undefined) ctx.addIssue({ code: 'custom', path: ['siteId'], message: `est obligatoire avec ce service : ${help}` });
    },
    // Also when another field is wrong: every problem is listed at once (the provider may be unknown then).
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );

/** content/site.ts: the languages, and the site's name and description (search results, link previews). */
export const siteSettingsSchema = z.object({
  languages: languagesSchema,
  site: z.object({
    name: localText,
    description: localText,
    /** The service worker that serves the first tap on a project (lib/browser/service-worker/); on unless false. */
    serviceWorker: z.boolean().optional(),
    /** Audience measurement: a cookie-less service the pages send their views to; none when absent. */
    audience: audienceSchema.optional(),
  }),
});

export type Project = z.input<typeof projectSchema>;
export type ProjectVideo = z.input<typeof projectVideoSchema>;
export type Technology = z.input<typeof technologySchema>;
export type Skill = z.input<typeof skillSchema>;
export type Profile = z.input<typeof profileSchema>;
export type Availability = Profile['disponibilite'];
export type LegalNotice = z.input<typeof legalSchema>;
export type SiteSettings = z.input<typeof siteSettingsSchema>['site'];
export type AudienceSettings = z.input<typeof audienceSchema>;
export type ThemeColours = z.input<typeof themeColoursSchema>;
export type Palette = z.input<typeof paletteSchema>;

/** The owner's content, each key named after its file in content/. */
export type SiteContent = {
  projects: Project[];
  technologies: Technology[];
  skills: Skill[];
  profile: Profile;
  legal: LegalNotice;
  site: { languages: SiteLanguages; site: SiteSettings };
  palette: Palette;
};

export type ContentCheckOptions = {
  /** Whether a path relative to the content folder names a file. Injected: tests need no disk. */
  fileExists: (path: string) => boolean;
};

/** The about page lays out exactly this many skills. */
export const SKILL_COUNT = 8;

export const siteSchema = z.object({
  projects: z.array(projectSchema),
  technologies: z.array(technologySchema),
  skills: z.array(skillSchema),
  profile: profileSchema,
  legal: legalSchema,
  site: siteSettingsSchema,
  palette: paletteSchema,
});
