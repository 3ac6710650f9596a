import { withBasePath } from './base-path';

describe('the base path', () => {
  it('prefixes root-relative paths only', () => {
    expect(withBasePath('/icons/php.svg', '/portfolio')).toBe('/portfolio/icons/php.svg');
    expect(withBasePath('/icons/php.svg', '')).toBe('/icons/php.svg');
    expect(withBasePath('https://example.org/a.png', '/portfolio')).toBe('https://example.org/a.png');
    expect(withBasePath('//cdn.example.org/a.png', '/portfolio')).toBe('//cdn.example.org/a.png');
  });
});
