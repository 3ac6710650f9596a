import { localeOfPath, pagePath, pagePaths, projectPath } from './routes';
import { locales } from './locales';

describe('page addresses', () => {
  it('keeps the French pages at the specification’s addresses', () => {
    expect(pagePaths.fr).toEqual({
      home: '/',
      projects: '/projets',
      about: '/a_propos',
      cv: '/cv',
      contact: '/contact',
      legal: '/mentions-legales',
    });
  });

  it('puts every other language under its own prefix, with the same pages', () => {
    for (const locale of locales.filter((locale) => locale !== 'fr')) {
      expect(Object.keys(pagePaths[locale])).toEqual(Object.keys(pagePaths.fr));
      for (const path of Object.values(pagePaths[locale])) expect(path).toMatch(new RegExp(`^/${locale}(/|$)`));
    }
  });

  it('gives a project the same slug in every language', () => {
    expect(projectPath('fr', 'mon-projet')).toBe('/projets/mon-projet');
    expect(projectPath('en', 'mon-projet')).toBe('/en/projects/mon-projet');
    expect(pagePath('en', { page: 'legal' })).toBe('/en/legal-notice');
  });

  it('reads the language of an address from its first segment, under the base path too', () => {
    expect(localeOfPath('/en/projects/x')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/entreprise')).toBe('fr');
    expect(localeOfPath('/projets/x')).toBe('fr');
    expect(localeOfPath('/portfolio/en/about', '/portfolio')).toBe('en');
    expect(localeOfPath('/portfolio/a_propos', '/portfolio')).toBe('fr');
  });
});
