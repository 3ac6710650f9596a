import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';

/**
 * The project types: their value in content/projects.ts and their tag colours, in the order the filter
 * offers them; their label in each language is in the messages (projectTypeLabels). Adding a type is an
 * entry here and a label per language; the schema, the filter, the tags and their CSS
 * (lib/content/content-colors.ts) follow. Each pair must reach WCAG AA (lib/content/contrast.test.ts).
 */
export const projectTypes = [
  {
    value: 'professionnel',
    light: { background: '#e3e8ff', text: '#22349a' },
    dark: { background: '#25306b', text: '#eef1f7' },
  },
  {
    value: 'universitaire',
    light: { background: '#fff0e0', text: '#8a3a06' },
    dark: { background: '#5a2a08', text: '#eef1f7' },
  },
  {
    value: 'personnel',
    light: { background: '#e2f5e9', text: '#1d6b3a' },
    dark: { background: '#17492a', text: '#eef1f7' },
  },
] as const;

export type ProjectType = (typeof projectTypes)[number]['value'];

/** The values, for the content schema's enum. */
export const projectTypeValues = projectTypes.map((type) => type.value) as [ProjectType, ...ProjectType[]];

export function isProjectType(value: string): value is ProjectType {
  return projectTypes.some((entry) => entry.value === value);
}

/** A type as a page in that language names it: "Universitaire", "University". */
export function projectTypeLabel(type: ProjectType, locale: Locale): string {
  return messages(locale).projectTypeLabels[type];
}

/** The global class carrying a type's colours: "type-universitaire". */
export function projectTypeClass(type: ProjectType): string {
  return `type-${type}`;
}
