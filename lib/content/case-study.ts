import type { Project } from './content-schema';

/**
 * A project told as a case study: the optional parts a recruiter reads after the description, in the
 * order they read them. The page (components/projects/ProjectCaseStudy.tsx) and the tests both read the
 * sections from here.
 */

/** The case study's French texts, kept together (headings and the team line). */
export const caseStudyTexts = {
  contexte: 'Contexte',
  role: 'Mon rôle',
  duree: 'Durée',
  choixTechniques: 'Choix techniques et difficultés',
  resultat: 'Résultat',
  apprentissages: 'Ce que j’ai appris',
  alone: 'Projet individuel',
  team: (people: number) => `En équipe de ${people} personnes`,
} as const;

/** The line under "Mon rôle" that says who made the project: alone, or how many in the team. */
export function teamText(people: number): string {
  return people === 1 ? caseStudyTexts.alone : caseStudyTexts.team(people);
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

/** The sections the project has, in reading order; empty for a project without a case study. */
export function caseStudySections(project: Project): CaseStudySection[] {
  const sections: CaseStudySection[] = [
    { key: 'contexte', heading: caseStudyTexts.contexte, paragraphs: asParagraphs(project.contexte) },
    {
      key: 'role',
      heading: caseStudyTexts.role,
      paragraphs: [...asParagraphs(project.role), ...(project.equipe === undefined ? [] : [teamText(project.equipe)])],
    },
    { key: 'duree', heading: caseStudyTexts.duree, paragraphs: asParagraphs(project.duree) },
    { key: 'choixTechniques', heading: caseStudyTexts.choixTechniques, paragraphs: asParagraphs(project.choixTechniques) },
    {
      key: 'resultat',
      heading: caseStudyTexts.resultat,
      paragraphs: asParagraphs(project.resultat),
      ...(project.chiffres?.length ? { figures: project.chiffres } : {}),
    },
    { key: 'apprentissages', heading: caseStudyTexts.apprentissages, paragraphs: asParagraphs(project.apprentissages) },
  ];
  return sections.filter((section) => section.paragraphs.length > 0 || section.figures);
}
