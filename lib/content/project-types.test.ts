import { isProjectType, projectTypeLabel, projectTypes } from './project-types';

const labels = (locale: 'fr' | 'en') => projectTypes.map((type) => projectTypeLabel(type, locale));

describe('project types', () => {
  it('are the three of the specification, in the order the filter offers them', () => {
    expect(labels('fr')).toEqual(['Professionnel', 'Universitaire', 'Personnel']);
  });

  it('recognise only their own values', () => {
    expect(isProjectType('universitaire')).toBe(true);
    expect(isProjectType('Universitaire')).toBe(false);
    expect(isProjectType('')).toBe(false);
  });

  it('have a French label and an English one', () => {
    expect(projectTypeLabel('personnel', 'fr')).toBe('Personnel');
    expect(labels('en')).toEqual(['Professional', 'University', 'Personal']);
  });
});
