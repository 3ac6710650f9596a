import { cv as cvContent } from '@/content/cv';
import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { localePrefix, pagePath, projectPath } from '@/lib/i18n/routes';
import { absoluteUrl } from '@/lib/site/urls';
import type { Technology } from './content-schema';
import type { CvContent, Experience, Formation } from './cv-schema';
import { inLocale, type InLocale } from './localized';
import { getProfile, getSkills, type LocalizedProfile, type LocalizedSkill } from './owner';
import { projectTypeLabel } from './project-types';
import { getProjects, getTechnologies, type LocalizedProject } from './projects';

/**
 * The CV, assembled once per language from the content: the /cv page (/en/cv) and its PDF
 * (scripts/build-cv.mts) both render this object, so they cannot disagree.
 */

/** content/cv.ts in one language. */
export type LocalizedCvContent = InLocale<CvContent>;

/** Everything the CV is made of, already in its language: the content, passed in so tests can use their own. */
export type CvSource = {
  profile: LocalizedProfile;
  skills: LocalizedSkill[];
  projects: LocalizedProject[];
  technologies: Technology[];
  cv: LocalizedCvContent;
  /** The public address of a page path ("/projets/x" → "https://example.org/projets/x"). */
  absoluteUrl: (path: string) => string;
};

export type CvLink = {
  /** What the link is, for screen readers and the PDF: "E-mail", "LinkedIn"… */
  label: string;
  /** What the CV prints: the address itself, readable on paper. */
  text: string;
  href: string;
  /** For the site's own address: its path, so the page links within the site. */
  path?: string;
};

export type CvPeriod = {
  /** "AAAA-MM". */
  start: string;
  end?: string;
  /** "septembre 2023 – juin 2026", "depuis septembre 2025". */
  text: string;
};

/** One line of education or experience. */
export type CvEntry = {
  /** The diploma or the position. */
  title: string;
  /** The school or the company. */
  organisation: string;
  place?: string;
  period: CvPeriod;
  description?: string;
};

export type CvProject = {
  title: string;
  /** "Professionnel", "Universitaire"… */
  type: string;
  date: string;
  summary: string;
  technologies: string[];
  /** The project's page on the site: path for the HTML page, absolute address for the PDF. */
  path: string;
  url: string;
};

export type CvSkill = { label: string; detail: string };

/** One fact of the owner's availability, as a term and its definition: "Disponible" → "dès avril 2026". */
export type CvFact = { label: string; text: string };

export type CvSection =
  | { kind: 'profile'; title: string; paragraphs: string[] }
  | { kind: 'education'; title: string; entries: CvEntry[] }
  | { kind: 'experience'; title: string; entries: CvEntry[] }
  | { kind: 'projects'; title: string; projects: CvProject[] }
  | { kind: 'skills'; title: string; skills: CvSkill[]; otherTechnologies: string[] }
  | { kind: 'passions'; title: string; passions: string[] };

export type CvFile = {
  /** "cv-alex-exemple.pdf", "cv-alex-exemple-en.pdf": the downloaded file's name. */
  name: string;
  /** Its path on the site, without base path. */
  path: string;
  /** The owner's own PDF (a path from the repository root), copied instead of generated. */
  ownPdf?: string;
};

export type Cv = {
  /** The language it is written in: its page's, its PDF's /Lang. */
  locale: Locale;
  name: string;
  jobTitle: string;
  /** The internship sought. */
  search: string;
  location: string;
  /** When, for how long and where: the same facts on the home page, the about page, /cv and the PDF. */
  availability: CvFact[];
  contacts: CvLink[];
  /** In reading order; a section without content is left out. */
  sections: CvSection[];
  file: CvFile;
};

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "2023-09" → "septembre 2023", "September 2023": the language's own month names (Intl). */
export function monthYear(yearMonth: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const [year, month] = yearMonth.split('-').map(Number);
  return format.format(Date.UTC(year, month - 1, 1));
}

/** The owner's availability in one language (content/profile.ts `disponibilite`, through getProfile). */
export type LocalizedAvailability = LocalizedProfile['disponibilite'];

/**
 * The owner's availability as facts, in reading order; an optional field left out gives no fact. The one
 * wording of the home page, the about page, /cv and the PDF.
 */
export function availabilityFacts(availability: LocalizedAvailability, locale: Locale): CvFact[] {
  const { debut, duree, lieu, modalite, autorisationTravail, langues = [] } = availability;
  const words = messages(locale).availability;
  const facts: CvFact[] = [
    { label: words.available, text: words.from(monthYear(debut, locale)) },
    { label: words.duration, text: duree },
    { label: words.location, text: words.workplace[modalite](lieu) },
  ];
  if (autorisationTravail) facts.push({ label: words.workAuthorisation, text: autorisationTravail });
  if (langues.length > 0) {
    const text = langues.map(({ langue, niveau }) => words.language(langue, niveau)).join(', ');
    facts.push({ label: words.languages, text });
  }
  return facts;
}

function period(start: string, end: string | undefined, locale: Locale): CvPeriod {
  const words = messages(locale).cv.period;
  if (end === undefined) return { start, text: words.since(monthYear(start, locale)) };
  const text =
    start === end ? monthYear(start, locale) : words.range(monthYear(start, locale), monthYear(end, locale));
  return { start, end, text };
}

/** Most recent first: what goes on, then by end, then by start ("AAAA-MM" strings sort as dates). */
function newestFirst(a: CvEntry, b: CvEntry): number {
  const end = (entry: CvEntry) => entry.period.end ?? '9999-99';
  return end(b).localeCompare(end(a)) || b.period.start.localeCompare(a.period.start);
}

function timeline(entries: CvEntry[]): CvEntry[] {
  return [...entries].sort(newestFirst);
}

const fromFormation = (
  { diplome, ecole, lieu, debut, fin, description }: InLocale<Formation>,
  locale: Locale,
): CvEntry => ({
  title: diplome,
  organisation: ecole,
  place: lieu,
  period: period(debut, fin, locale),
  description,
});

const fromExperience = (
  { poste, entreprise, lieu, debut, fin, description }: InLocale<Experience>,
  locale: Locale,
): CvEntry => ({
  title: poste,
  organisation: entreprise,
  place: lieu,
  period: period(debut, fin, locale),
  description,
});

/** "https://www.example.org/a/" → "www.example.org/a": an address as one writes it on paper. */
export function bareUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Latin letters that no accent-stripping decomposes. */
const LETTERS: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** "Zoë O'Brien" → "cv-zoe-o-brien.pdf". */
export function defaultFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æœßłøđðþı]/g, (letter) => LETTERS[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `cv${slug ? `-${slug}` : ''}.pdf`;
}

/**
 * The PDF's name in a language: French's is the content's `nomFichier` or "cv-prenom-nom.pdf", another
 * language's adds its code ("cv-prenom-nom-en.pdf"), so both files sit side by side in the export.
 */
export function cvFileName(frenchName: string, locale: Locale): string {
  if (locale === defaultLocale) return frenchName;
  return frenchName.replace(/\.pdf$/i, (extension) => `-${locale}${extension}`);
}

/** The CV in `locale` from the given content: a plain object, in reading order, nothing left to compute. */
export function buildCv(source: CvSource, locale: Locale): Cv {
  const { profile, skills, projects, technologies, cv } = source;
  const words = messages(locale).cv;
  const home = pagePath(locale, { page: 'home' });
  const site = source.absoluteUrl(home);
  const contacts: CvLink[] = [
    { label: words.contacts.email, text: profile.email, href: `mailto:${profile.email}` },
    { label: words.contacts.portfolio, text: bareUrl(site), href: site, path: home },
    { label: words.contacts.linkedin, text: bareUrl(profile.linkedin), href: profile.linkedin },
    { label: words.contacts.github, text: bareUrl(profile.github), href: profile.github },
  ];

  const { sections: titles } = words;
  const skillLabels = new Set(skills.map((skill) => skill.technologie));
  const sections: CvSection[] = [
    { kind: 'profile', title: titles.profile, paragraphs: profile.biographie },
    {
      kind: 'education',
      title: titles.education,
      entries: timeline((cv.formations ?? []).map((entry) => fromFormation(entry, locale))),
    },
    {
      kind: 'experience',
      title: titles.experience,
      entries: timeline((cv.experiences ?? []).map((entry) => fromExperience(entry, locale))),
    },
    {
      kind: 'projects',
      title: titles.projects,
      projects: projects.map((project) => {
        const path = projectPath(locale, project.slug);
        return {
          title: project.titre,
          type: projectTypeLabel(project.type, locale),
          date: project.date,
          summary: project.descriptionCourte,
          technologies: project.tags,
          path,
          url: source.absoluteUrl(path),
        };
      }),
    },
    {
      kind: 'skills',
      title: titles.skills,
      skills: skills.map((skill) => ({ label: skill.technologie, detail: skill.infobulle })),
      // Technologies the skills do not name still belong on a CV, in one line.
      otherTechnologies: technologies.map((t) => t.label).filter((label) => !skillLabels.has(label)),
    },
    { kind: 'passions', title: titles.passions, passions: profile.passions },
  ];

  const fileName = cvFileName(cv.nomFichier ?? defaultFileName(profile.name), locale);
  return {
    locale,
    name: profile.name,
    jobTitle: profile.jobTitle,
    search: profile.recherche,
    location: profile.localisation,
    availability: availabilityFacts(profile.disponibilite, locale),
    contacts,
    sections: sections.filter((section) => !isEmpty(section)),
    file: { name: fileName, path: `/${fileName}`, ...(cv.pdf ? { ownPdf: cv.pdf } : {}) },
  };
}

function isEmpty(section: CvSection): boolean {
  switch (section.kind) {
    case 'profile':
      return section.paragraphs.length === 0;
    case 'education':
    case 'experience':
      return section.entries.length === 0;
    case 'projects':
      return section.projects.length === 0;
    case 'skills':
      return section.skills.length === 0 && section.otherTechnologies.length === 0;
    case 'passions':
      return section.passions.length === 0;
  }
}

/**
 * The CV as JSON Resume (jsonresume.org), written beside the pages by the build (lib/build/json-resume.ts):
 * "/resume.json", "/en/resume.json", without base path.
 */
export function jsonResumePath(locale: Locale): string {
  return `${localePrefix(locale)}/resume.json`;
}

/** The site's own CV content in a language, from content/ and the same accessors as the pages. */
export function getCvSource(locale: Locale): CvSource {
  return {
    profile: getProfile(locale),
    skills: getSkills(locale),
    projects: getProjects(locale),
    technologies: getTechnologies(),
    cv: inLocale(cvContent, locale),
    absoluteUrl,
  };
}

/** The site's own CV in a language. */
export function getCv(locale: Locale): Cv {
  return buildCv(getCvSource(locale), locale);
}
