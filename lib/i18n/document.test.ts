import { localeOfDocument } from './document';

describe('the language of the page', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['fr-FR', 'fr'],
    ['fr', 'fr'],
    ['de', 'fr'],
    ['', 'fr'],
  ])('is read from <html lang="%s"> as %s', (lang, locale) => {
    document.documentElement.lang = lang;
    expect(localeOfDocument()).toBe(locale);
  });
});
