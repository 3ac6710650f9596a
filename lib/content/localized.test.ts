/**
 * @jest-environment node
 */
import { z } from 'zod';
import { inLocale, isTranslations, missingTranslations, translatable, untranslatedTexts, type InLocale, type Translatable } from './localized';

describe('Translatable', () => {
  test('is a French text, or French and English side by side; French is never left out', () => {
    const french: Translatable<string> = 'Été 2025';
    const both: Translatable<string> = { fr: 'Été 2025', en: 'Summer 2025' };
    const frenchOnly: Translatable<string> = { fr: 'Été 2025' };
    expect([french, both, frenchOnly].map((text) => inLocale(text, 'en'))).toEqual(['Été 2025', 'Summer 2025', 'Été 2025']);
    // @ts-expect-error French is the site's own language: a text always has it.
    const englishOnly: Translatable<string> = { en: 'Summer 2025' };
    expect(isTranslations(englishOnly)).toBe(false);
  });

  test('InLocale reads every translatable text of the content as a plain text', () => {
    type Entry = { titre: Translatable<string>; paragraphes: Translatable<string>[]; equipe?: number };
    const entry: InLocale<Entry> = { titre: 'Summer 2025', paragraphes: ['One.'], equipe: 2 };
    const title: string = entry.titre;
    const paragraphs: string[] = entry.paragraphes;
    expect([title, paragraphs]).toEqual(['Summer 2025', ['One.']]);
  });
});

describe('inLocale', () => {
  const content = {
    slug: 'carnet-velo',
    titre: { fr: 'Carnet vélo', en: 'Cycling logbook' },
    date: 'Automne 2025',
    equipe: 2,
    descriptionLongue: [{ fr: 'Premier.', en: 'First.' }, 'Second.'],
    chiffres: [{ valeur: { fr: '1 200 km', en: '1,200 km' }, libelle: { fr: 'notés' } }],
  };

  test('gives each { fr, en } in the language asked for, deep in lists and entries', () => {
    expect(inLocale(content, 'en')).toEqual({
      slug: 'carnet-velo',
      titre: 'Cycling logbook',
      date: 'Automne 2025',
      equipe: 2,
      descriptionLongue: ['First.', 'Second.'],
      chiffres: [{ valeur: '1,200 km', libelle: 'notés' }],
    });
  });

  test('gives the French texts in French: plain strings are French', () => {
    expect(inLocale(content, 'fr')).toEqual({
      slug: 'carnet-velo',
      titre: 'Carnet vélo',
      date: 'Automne 2025',
      equipe: 2,
      descriptionLongue: ['Premier.', 'Second.'],
      chiffres: [{ valeur: '1 200 km', libelle: 'notés' }],
    });
  });

  test('leaves the content as it was', () => {
    const copy = structuredClone(content);
    inLocale(content, 'en');
    expect(content).toEqual(copy);
  });

  test('takes only objects of languages, French among them, for translations', () => {
    expect(isTranslations({ fr: 'a', en: 'b' })).toBe(true);
    expect(isTranslations({ fr: 'a' })).toBe(true);
    expect(isTranslations({ en: 'b' })).toBe(false);
    expect(isTranslations({ fr: 'a', label: 'b' })).toBe(false);
    expect(isTranslations(['fr'])).toBe(false);
    expect(inLocale({ fr: 'a', label: 'b' }, 'en')).toEqual({ fr: 'a', label: 'b' });
  });
});

describe('translatable', () => {
  const text = translatable(z.string().min(1, 'ne doit pas être vide'));
  const messages = (value: unknown) => {
    const result = z.object({ titre: text }).safeParse({ titre: value });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  };

  test('accepts a French text, { fr } and { fr, en }', () => {
    expect(messages('Portfolio')).toEqual([]);
    expect(messages({ fr: 'Portfolio' })).toEqual([]);
    expect(messages({ fr: 'Portfolio', en: 'Portfolio' })).toEqual([]);
  });

  test('words in French what is wrong: missing, empty, of another shape, in an unknown language', () => {
    expect(messages(undefined)).toEqual(['titre est obligatoire']);
    expect(messages('')).toEqual(['titre ne doit pas être vide']);
    expect(messages({ fr: 'Portfolio', en: '' })).toEqual(['titre.en ne doit pas être vide']);
    expect(messages(42)).toEqual(["titre doit être un texte, ou { fr: '…', en: '…' }"]);
    expect(messages({ en: 'Portfolio' })).toEqual(["titre doit être un texte, ou { fr: '…', en: '…' }"]);
    expect(messages({ fr: 'Portfolio', de: 'Portfolio', es: 'Portafolio' })).toEqual([
      "titre langues inconnues « de », « es » : écrivez { fr: '…', en: '…' }",
    ]);
  });
});

describe('untranslatedTexts', () => {
  const text = translatable(z.string().min(1));
  const schema = z.object({
    slug: z.string(),
    titre: text,
    resume: text.optional(),
    paragraphes: z.union([text, z.array(text)]),
    chiffres: z.array(z.object({ valeur: text })).optional(),
  });

  test('finds each text without English where the schema marks it translatable, and only there', () => {
    const value = { slug: 'a', titre: 'Titre', paragraphes: [{ fr: 'Un.', en: 'One.' }, 'Deux.'], chiffres: [{ valeur: { fr: '3' } }] };
    expect(untranslatedTexts(schema, value, 'en')).toEqual([
      { path: ['titre'], message: "n’a pas de version anglaise : écrivez { fr: '…', en: '…' }" },
      { path: ['paragraphes', 1], message: "n’a pas de version anglaise : écrivez { fr: '…', en: '…' }" },
      { path: ['chiffres', 0, 'valeur'], message: "n’a pas de version anglaise : ajoutez en: '…' à côté de fr" },
    ]);
  });

  test('asks nothing of an optional text left out, a translated one, or one the schema rejects', () => {
    expect(untranslatedTexts(schema, { slug: 'a', titre: { fr: 'Titre', en: 'Title' }, paragraphes: { fr: 'Un.', en: 'One.' } }, 'en')).toEqual([]);
    expect(untranslatedTexts(schema, { slug: 'a', titre: '', paragraphes: 42 }, 'en')).toEqual([]);
  });

  test('a French-only site needs no other language', () => {
    const french = { slug: 'a', titre: 'Titre', paragraphes: 'Un.' };
    expect(missingTranslations(schema, french, ['fr'])).toEqual([]);
    expect(missingTranslations(schema, french, ['fr', 'en']).map(({ path }) => path)).toEqual([['titre'], ['paragraphes']]);
  });
});
