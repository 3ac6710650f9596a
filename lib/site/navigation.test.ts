import { hasNotes } from '@/lib/content/notes';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { mainNavigation, navigation } from './navigation';

describe('the navigation', () => {
  it('lists the pages in the specification’s order and words, in French', () => {
    const notes = hasNotes('fr') ? [['Notes', '/notes']] : [];
    expect(navigation('fr').map((entry) => [entry.label, entry.href])).toEqual([
      ['Accueil', '/'],
      ['Projets', '/projets'],
      ...notes,
      ['À propos', '/a_propos'],
      ['CV', '/cv'],
      ['Contact', '/contact'],
      ['Mentions légales', '/mentions-legales'],
    ]);
    expect(mainNavigation('fr').map((entry) => entry.label)).toEqual(['Projets', ...notes.map(([label]) => label), 'À propos', 'Contact']);
  });

  it('lists the same pages in every language, named and addressed in that language', () => {
    for (const locale of locales) {
      const entries = navigation(locale);
      const fixed = entries.filter((entry) => entry.page !== 'notes');
      expect(fixed.map((entry) => entry.page)).toEqual(navigation('fr').filter((entry) => entry.page !== 'notes').map((entry) => entry.page));
      for (const entry of entries) {
        expect(entry.label).toBe(entry.page === 'notes' ? messages(locale).notes.label : messages(locale).pages[entry.page].label);
        expect(entry.href).toBe(pagePath(locale, { page: entry.page }));
      }
      const notes = hasNotes(locale) ? ['notes'] : [];
      expect(mainNavigation(locale).map((entry) => entry.page)).toEqual(['projects', ...notes, 'about', 'contact']);
    }
    expect(navigation('en').map((entry) => entry.href)).toContain('/en/legal-notice');
  });

  it('names the notes only in a language that has notes', () => {
    for (const locale of locales) {
      expect(navigation(locale).some((entry) => entry.page === 'notes')).toBe(hasNotes(locale));
    }
  });
});
