import type { NoteData } from '@/lib/content/notes-schema';
import type { Locale } from '@/lib/i18n/locales';

/** A note of the tests' own, as the build writes it for the pages: an empty text, every other field given or defaulted. */
export function testNote(slug: string, locale: Locale, date: string, extra: Partial<NoteData> = {}): NoteData {
  return {
    slug,
    locale,
    file: `notes/${slug}.${locale}.mdx`,
    titre: `${slug} (${locale})`,
    resume: `Résumé de ${slug}.`,
    date,
    tags: [],
    brouillon: false,
    projets: [],
    minutes: 1,
    tree: { type: 'root', children: [] },
    ...extra,
  };
}
