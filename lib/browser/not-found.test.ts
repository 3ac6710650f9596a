import { isProjectAddress, markNotFound, PROJECT_NOT_FOUND_ATTRIBUTE } from './not-found';

/** Runs the 404 page's script at an address and says whether it marked the page as a project's. */
function marksProject(pathname: string, basePath: string): boolean {
  document.documentElement.removeAttribute(PROJECT_NOT_FOUND_ATTRIBUTE);
  window.history.replaceState(null, '', pathname);
  markNotFound(basePath);
  return document.documentElement.getAttribute(PROJECT_NOT_FOUND_ATTRIBUTE) === 'projet';
}

describe("the 404 page's script", () => {
  it('marks an unknown project under /projets/{slug}, with or without base path', () => {
    expect(marksProject('/projets/inconnu', '')).toBe(true);
    expect(marksProject('/projets/inconnu/', '')).toBe(true);
    expect(marksProject('/portfolio/projets/inconnu', '/portfolio')).toBe(true);
  });

  it('leaves any other unknown address as a page', () => {
    expect(marksProject('/projets', '')).toBe(false);
    expect(marksProject('/ailleurs', '')).toBe(false);
    expect(marksProject('/projets/a/b', '')).toBe(false);
    expect(marksProject('/portfolio/ailleurs', '/portfolio')).toBe(false);
  });

  it('reads the base path only as a prefix', () => {
    expect(isProjectAddress('/projets/x', '/portfolio')).toBe(true);
    expect(isProjectAddress('/portfolio/projets/x', '')).toBe(false);
  });
});
