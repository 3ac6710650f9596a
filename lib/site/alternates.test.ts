import { defaultLocale, locales, openGraphLocales } from '@/lib/i18n/locales';
import { pagePath, type PageRef } from '@/lib/i18n/routes';
import { alternateOpenGraphLocales, languageAlternates } from './alternates';

const pages: PageRef[] = [{ page: 'home' }, { page: 'legal' }, { page: 'project', slug: 'demo' }];
const href = (path: string) => `https://example.org${path}`;

describe('language alternates', () => {
  it('give a page in every language by its <html lang> tag, and x-default at the French page', () => {
    for (const ref of pages) {
      expect(languageAlternates(ref, href, locales)).toEqual({
        ...Object.fromEntries(locales.map((locale) => [locale, href(pagePath(locale, ref))])),
        'x-default': href(pagePath(defaultLocale, ref)),
      });
    }
    expect(languageAlternates({ page: 'project', slug: 'demo' }, href, locales)).toMatchObject({
      'x-default': 'https://example.org/projets/demo',
      en: 'https://example.org/en/projects/demo',
    });
  });

  it('are none on a site built in French only', () => {
    for (const ref of pages) expect(languageAlternates(ref, href, ['fr'])).toBeUndefined();
    expect(alternateOpenGraphLocales('fr', ['fr'])).toEqual([]);
  });

  it("give Open Graph the site's other languages", () => {
    expect(alternateOpenGraphLocales('fr', ['fr', 'en'])).toEqual([openGraphLocales.en]);
    expect(alternateOpenGraphLocales('en', ['fr', 'en'])).toEqual([openGraphLocales.fr]);
  });
});
