import { countOf } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import type { LocalizedProject } from './projects';

/**
 * A project told as a case study: the optional parts a recruiter reads after the description, in the
 * order they read them. The page (components/projects/ProjectCaseStudy.tsx) and the tests both read the
 * sections from here; their headings are in the messages (caseStudy).
 */

/** The line under "Mon rôle" that says who made the project: alone, or how many in the team. */
export function teamText(locale: Locale, people: number): string {
  const texts = messages(locale).caseStudy;
  return people === 1 ? texts.alone : texts.team(countOf(locale, people, texts.people));
}

export type CaseStudySection = {
  /** The content field the section comes from, also the anchor of its heading. */
  key: 'contexte' | 'role' | 'duree' | 'choixTechniques' | 'resultat' | 'apprentissages';
  heading: string;
  paragraphs: string[];
  /** The result's figures, shown large. */
  figures?: { valeur: string; libelle: string }[];
};

const asParagraphs = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** The sections the project has, in reading order, headed in its language; empty for a project without a case study. */
export function caseStudySections(project: LocalizedProject, locale: Locale): CaseStudySection[] {
  const headings = messages(locale).caseStudy;
  const sections: CaseStudySection[] = [
    { key: 'contexte', heading: headings.contexte, paragraphs: asParagraphs(project.contexte) },
    {
      key: 'role',
      heading: headings.role,
      paragraphs: [...asParagraphs(project.role), ...(project.equipe === undefined ? [] : [teamText(locale, project.equipe)])],
    },
    { key: 'duree', heading: headings.duree, paragraphs: asParagraphs(project.duree) },
    { key: 'choixTechniques', heading: headings.choixTechniques, paragraphs: asParagraphs(project.choixTechniques) },
    {
      key: 'resultat',
      heading: headings.resultat,
      paragraphs: asParagraphs(project.resultat),
      ...(project.chiffres?.length ? { figures: project.chiffres } : {}),
    },
    { key: 'apprentissages', heading: headings.apprentissages, paragraphs: asParagraphs(project.apprentissages) },
  ];
  return sections.filter((section) => section.paragraphs.length > 0 || section.figures);
}
