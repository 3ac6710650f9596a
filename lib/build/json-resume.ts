import { buildCv, getCvSource, jsonResumePath, type CvEntry, type CvSection, type CvSource } from '@/lib/content/cv';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';

/**
 * The CV as JSON Resume (jsonresume.org, schema 1.x), the open format that CV themes, command-line tools and
 * some job sites read: built from the same object as the /cv page and the PDF (lib/content/cv.ts), in its
 * language, with the same order and the same absolute addresses. Written beside the pages by
 * scripts/build-cv.mts; validated against the schema in the tests. What the site's CV has and the format
 * has not (the internship sought, the availability, a school's place and description) is left out: the
 * README lists it.
 */

/** "2023-09", "2023" or "2023-09-01": the schema's dates, each part after the year optional. */
export type Iso8601 = string;

export type JsonResumeProfile = { network: string; username?: string; url: string };
export type JsonResumeWork = { name: string; position: string; location?: string; startDate: Iso8601; endDate?: Iso8601; summary?: string };
export type JsonResumeEducation = { institution: string; studyType: string; startDate: Iso8601; endDate?: Iso8601 };
export type JsonResumeProject = {
  name: string;
  description: string;
  keywords: string[];
  url: string;
  type: string;
  startDate?: Iso8601;
  endDate?: Iso8601;
};
export type JsonResumeSkill = { name: string; keywords: string[] };

/** The fields of the schema the site's CV fills, each list left out when the CV has no such section. */
export type JsonResume = {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email: string;
    url: string;
    summary?: string;
    location: { city: string };
    profiles: JsonResumeProfile[];
  };
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  projects?: JsonResumeProject[];
  skills?: JsonResumeSkill[];
  languages?: { language: string; fluency: string }[];
  interests?: { name: string }[];
  meta: { canonical: string };
};

/** The schema's version 1.0.0, which the current schema package (1.x) still validates. */
export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The schema's own date pattern: a year, a month of it, or a day. */
const ISO_8601 = /^[1-2]\d{3}(?:-[0-1]\d(?:-[0-3]\d)?)?$/;

/** "https://example.org/in/alex-exemple/" → "alex-exemple": the profile's last segment, none for a bare domain. */
export function profileUsername(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.length > 0 ? decodeURIComponent(segments.at(-1)!) : undefined;
}

/** A period's dates: "AAAA-MM" is already the schema's form; what goes on has no end. */
const dates = ({ period }: CvEntry) => ({ startDate: period.start, ...(period.end ? { endDate: period.end } : {}) });

/** A project's date is free text ("Été 2025"): only a date of the schema's form is dated, as one day or period. */
function projectDates(date: string): { startDate?: Iso8601; endDate?: Iso8601 } {
  return ISO_8601.test(date) ? { startDate: date, endDate: date } : {};
}

/** What the CV's sections fill: the basics' summary and the lists. */
type SectionFields = Partial<Pick<JsonResume, 'work' | 'education' | 'projects' | 'skills' | 'interests'> & { summary: string }>;

/** The parts of the schema a CV section fills. */
function sectionFields(section: CvSection, locale: Locale): SectionFields {
  switch (section.kind) {
    case 'profile':
      return { summary: section.paragraphs.join('\n\n') };
    case 'education':
      return {
        education: section.entries.map((entry) => ({ institution: entry.organisation, studyType: entry.title, ...dates(entry) })),
      };
    case 'experience':
      return {
        work: section.entries.map((entry) => ({
          name: entry.organisation,
          position: entry.title,
          ...(entry.place ? { location: entry.place } : {}),
          ...dates(entry),
          ...(entry.description ? { summary: entry.description } : {}),
        })),
      };
    case 'projects':
      return {
        projects: section.projects.map((project) => ({
          name: project.title,
          description: project.summary,
          keywords: project.technologies,
          url: project.url,
          type: project.type,
          ...projectDates(project.date),
        })),
      };
    case 'skills': {
      const skills = section.skills.map((skill) => ({ name: skill.label, keywords: [skill.detail] }));
      const others = section.otherTechnologies;
      const other = others.length > 0 ? [{ name: messages(locale).cv.otherTechnologies, keywords: others }] : [];
      return { skills: [...skills, ...other] };
    }
    case 'passions':
      return { interests: section.passions.map((name) => ({ name })) };
  }
}

/** The CV of `source` in `locale` as JSON Resume: the sections in the CV's order, its lists in the CV's order. */
export function jsonResume(source: CvSource, locale: Locale): JsonResume {
  const cv = buildCv(source, locale);
  const { profile } = source;
  const { contacts } = messages(locale).cv;
  const { summary, ...sections } = cv.sections.reduce<SectionFields>((all, section) => ({ ...all, ...sectionFields(section, locale) }), {});
  const languages = profile.disponibilite.langues ?? [];
  const profiles = [
    { network: contacts.linkedin, url: profile.linkedin },
    { network: contacts.github, url: profile.github },
  ].map(({ network, url }) => {
    const username = profileUsername(url);
    return { network, ...(username ? { username } : {}), url };
  });
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: cv.name,
      label: cv.jobTitle,
      email: profile.email,
      url: source.absoluteUrl(pagePath(locale, { page: 'home' })),
      ...(summary ? { summary } : {}),
      location: { city: cv.location },
      profiles,
    },
    ...sections,
    ...(languages.length > 0 ? { languages: languages.map(({ langue, niveau }) => ({ language: langue, fluency: niveau })) } : {}),
    meta: { canonical: source.absoluteUrl(jsonResumePath(locale)) },
  };
}

/** The site's own CV as JSON Resume, in a language. */
export function siteJsonResume(locale: Locale): JsonResume {
  return jsonResume(getCvSource(locale), locale);
}
