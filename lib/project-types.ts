import type { ProjectType } from '@/content/types';

/** The three project types, in the order the filter offers them, with their French labels. */
export const projectTypes: { value: ProjectType; label: string }[] = [
  { value: 'professionnel', label: 'Professionnel' },
  { value: 'universitaire', label: 'Universitaire' },
  { value: 'personnel', label: 'Personnel' },
];

export function isProjectType(value: string): value is ProjectType {
  return projectTypes.some((entry) => entry.value === value);
}

export function projectTypeLabel(type: ProjectType): string {
  return projectTypes.find((entry) => entry.value === type)?.label ?? type;
}
