import { cv as cvContent } from '@/content/cv';
import { profile as ownerProfile } from '@/content/profile';
import { skills as ownerSkills } from '@/content/skills';
import type { Availability, Profile, Project, Skill, Technology } from './content-schema';
import type { CvContent, Experience, Formation } from './cv-schema';
import { projectTypeLabel } from './project-types';
import { getProjects, getTechnologies } from './projects';
import { absoluteUrl } from '@/lib/site/urls';

/**
 * The CV, assembled once from the content: the /cv page and the PDF (scripts/build-cv.mts) both render
 * this object, so they cannot disagree.
 */

/** Everything the CV is made of: the content modules, passed in so tests can use their own. */
export type CvSource = {
  profile: Profile;
  skills: Skill[];
  projects: Project[];
  technologies: Technology[];
  cv: CvContent;
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
  /** "cv-alex-exemple.pdf": the downloaded file's name. */
  name: string;
  /** Its path on the site, without base path. */
  path: string;
  /** The owner's own PDF (a path from the repository root), copied instead of generated. */
  ownPdf?: string;
};

export type Cv = {
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

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** "2023-09" → "septembre 2023". */
export function monthYear(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

/** The place, worded with how the owner would work there. */
const workplace: Record<Availability['modalite'], (place: string) => string> = {
  'sur site': (place) => `${place}, sur site`,
  hybride: (place) => `${place}, en hybride`,
  'à distance': (place) => `À distance, depuis ${place}`,
};

/** The owner's availability as facts, in reading order; an optional field left out gives no fact. */
export function availabilityFacts(availability: Availability): CvFact[] {
  const { debut, duree, lieu, modalite, autorisationTravail, langues = [] } = availability;
  const facts: CvFact[] = [
    { label: 'Disponible', text: `dès ${monthYear(debut)}` },
    { label: 'Durée', text: duree },
    { label: 'Lieu', text: workplace[modalite](lieu) },
  ];
  if (autorisationTravail) facts.push({ label: 'Autorisation de travail', text: autorisationTravail });
  if (langues.length > 0) {
    facts.push({ label: 'Langues', text: langues.map(({ langue, niveau }) => `${langue} (${niveau})`).join(', ') });
  }
  return facts;
}

function period(start: string, end?: string): CvPeriod {
  if (end === undefined) return { start, text: `depuis ${monthYear(start)}` };
  const text = start === end ? monthYear(start) : `${monthYear(start)} – ${monthYear(end)}`;
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

const fromFormation = ({ diplome, ecole, lieu, debut, fin, description }: Formation): CvEntry => ({
  title: diplome,
  organisation: ecole,
  place: lieu,
  period: period(debut, fin),
  description,
});

const fromExperience = ({ poste, entreprise, lieu, debut, fin, description }: Experience): CvEntry => ({
  title: poste,
  organisation: entreprise,
  place: lieu,
  period: period(debut, fin),
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

/** The CV from the given content: a plain object, in reading order, with nothing to compute left. */
export function buildCv(source: CvSource): Cv {
  const { profile, skills, projects, technologies, cv } = source;
  const site = source.absoluteUrl('/');
  const contacts: CvLink[] = [
    { label: 'E-mail', text: profile.email, href: `mailto:${profile.email}` },
    { label: 'Portfolio', text: bareUrl(site), href: site, path: '/' },
    { label: 'LinkedIn', text: bareUrl(profile.linkedin), href: profile.linkedin },
    { label: 'GitHub', text: bareUrl(profile.github), href: profile.github },
  ];

  const skillLabels = new Set(skills.map((skill) => skill.technologie));
  const sections: CvSection[] = [
    { kind: 'profile', title: 'Profil', paragraphs: profile.biographie },
    { kind: 'education', title: 'Formation', entries: timeline((cv.formations ?? []).map(fromFormation)) },
    { kind: 'experience', title: 'Expérience', entries: timeline((cv.experiences ?? []).map(fromExperience)) },
    {
      kind: 'projects',
      title: 'Projets',
      projects: projects.map((project) => ({
        title: project.titre,
        type: projectTypeLabel(project.type, 'fr'),
        date: project.date,
        summary: project.descriptionCourte,
        technologies: project.tags,
        path: `/projets/${project.slug}`,
        url: source.absoluteUrl(`/projets/${project.slug}`),
      })),
    },
    {
      kind: 'skills',
      title: 'Compétences',
      skills: skills.map((skill) => ({ label: skill.technologie, detail: skill.infobulle })),
      // Technologies the skills do not name still belong on a CV, in one line.
      otherTechnologies: technologies.map((t) => t.label).filter((label) => !skillLabels.has(label)),
    },
    { kind: 'passions', title: 'Passions', passions: profile.passions },
  ];

  const fileName = cv.nomFichier ?? defaultFileName(profile.name);
  return {
    name: profile.name,
    jobTitle: profile.jobTitle,
    search: profile.recherche,
    location: profile.localisation,
    availability: availabilityFacts(profile.disponibilite),
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

/** The site's own CV, from content/ and the same accessors as the pages. */
export function getCv(): Cv {
  return buildCv({
    profile: ownerProfile,
    skills: ownerSkills,
    projects: getProjects('fr'),
    technologies: getTechnologies(),
    cv: cvContent,
    absoluteUrl,
  });
}
