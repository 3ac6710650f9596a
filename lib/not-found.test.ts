import { isProjectPath } from './not-found';

describe('an unknown address', () => {
  it('is a project page under /projets/{slug}, with or without base path', () => {
    expect(isProjectPath('/projets/inconnu', '')).toBe(true);
    expect(isProjectPath('/portfolio/projets/inconnu', '/portfolio')).toBe(true);
    expect(isProjectPath('/projets', '')).toBe(false);
    expect(isProjectPath('/ailleurs', '')).toBe(false);
    expect(isProjectPath('/projets/a/b', '')).toBe(false);
  });
});
