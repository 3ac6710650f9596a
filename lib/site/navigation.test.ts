import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { mainNavigation, navigation } from './navigation';

describe('the navigation', () => {
  it('lists the pages in the specification’s order and words, in French', () => {
    expect(navigation('fr').map((entry) => [entry.label, entry.href])).toEqual([
      ['Accueil', '/'],
      ['Projets', '/projets'],
      ['À propos', '/a_propos'],
      ['CV', '/cv'],
      ['Contact', '/contact'],
      ['Mentions légales', '/mentions-legales'],
    ]);
    expect(mainNavigation('fr').map((entry) => entry.label)).toEqual(['Projets', 'À propos', 'Contact']);
  });

  it('lists the same pages in every language, named and addressed in that language', () => {
    for (const locale of locales) {
      const entries = navigation(locale);
      expect(entries.map((entry) => entry.page)).toEqual(navigation('fr').map((entry) => entry.page));
      for (const entry of entries) {
        expect(entry.label).toBe(messages(locale).pages[entry.page].label);
        expect(entry.href).toBe(pagePath(locale, { page: entry.page }));
      }
      expect(mainNavigation(locale).map((entry) => entry.page)).toEqual(['projects', 'about', 'contact']);
    }
    expect(navigation('en').map((entry) => entry.href)).toContain('/en/legal-notice');
  });
});
