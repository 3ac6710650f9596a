import { withBasePath } from './base-path';
import { isProjectPath } from './not-found';

describe('the base path', () => {
  it('prefixes root-relative paths only', () => {
    expect(withBasePath('/icons/php.svg', '/portfolio')).toBe('/portfolio/icons/php.svg');
    expect(withBasePath('/icons/php.svg', '')).toBe('/icons/php.svg');
    expect(withBasePath('https://example.org/a.png', '/portfolio')).toBe('https://example.org/a.png');
    expect(withBasePath('//cdn.example.org/a.png', '/portfolio')).toBe('//cdn.example.org/a.png');
  });
});

describe('an unknown address', () => {
  it('is a project page under /projets/{slug}, with or without base path', () => {
    expect(isProjectPath('/projets/inconnu', '')).toBe(true);
    expect(isProjectPath('/portfolio/projets/inconnu', '/portfolio')).toBe(true);
    expect(isProjectPath('/projets', '')).toBe(false);
    expect(isProjectPath('/ailleurs', '')).toBe(false);
    expect(isProjectPath('/projets/a/b', '')).toBe(false);
  });
});
