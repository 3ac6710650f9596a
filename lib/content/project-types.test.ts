import { isProjectType, projectTypeLabel, projectTypes } from './project-types';

describe('project types', () => {
  it('are the three of the specification, in the order the filter offers them', () => {
    expect(projectTypes.map((type) => type.label)).toEqual(['Professionnel', 'Universitaire', 'Personnel']);
  });

  it('recognise only their own values', () => {
    expect(isProjectType('universitaire')).toBe(true);
    expect(isProjectType('Universitaire')).toBe(false);
    expect(isProjectType('')).toBe(false);
  });

  it('have a French label', () => {
    expect(projectTypeLabel('personnel')).toBe('Personnel');
  });
});
