import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';

/**
 * The project types: their value in content/projects.ts, in the order the filter offers them, then their
 * tag colours; their label in each language is in the messages (projectTypeLabels). Adding a type is a
 * value here, its colours and a label per language; the schema, the filter, the tags and their CSS
 * (lib/content/content-colors.ts) follow. Each pair must reach WCAG AA (lib/content/contrast.test.ts).
 * The colours stand apart: the filter's script, which needs the values alone, carries no colour.
 */
export const projectTypes = ['professionnel', 'universitaire', 'personnel'] as const;

export type ProjectType = (typeof projectTypes)[number];

type TagColors = { background: string; text: string };

export const projectTypeColors: Record<ProjectType, { light: TagColors; dark: TagColors }> = {
  professionnel: {
    light: { background: '#e3e8ff', text: '#22349a' },
    dark: { background: '#25306b', text: '#eef1f7' },
  },
  universitaire: {
    light: { background: '#fff0e0', text: '#8a3a06' },
    dark: { background: '#5a2a08', text: '#eef1f7' },
  },
  personnel: {
    light: { background: '#e2f5e9', text: '#1d6b3a' },
    dark: { background: '#17492a', text: '#eef1f7' },
  },
};

export function isProjectType(value: string): value is ProjectType {
  return (projectTypes as readonly string[]).includes(value);
}

/** A type as a page in that language names it: "Universitaire", "University". */
export function projectTypeLabel(type: ProjectType, locale: Locale): string {
  return messages(locale).projectTypeLabels[type];
}

/** The global class carrying a type's colours: "type-universitaire". */
export function projectTypeClass(type: ProjectType): string {
  return `type-${type}`;
}
