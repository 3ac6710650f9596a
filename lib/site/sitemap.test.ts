import type { MetadataRoute } from 'next';
// How Next writes app/sitemap.ts's entries into sitemap.xml (its own module, as the build calls it).
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { getNotes, hasNotes, lastChanged, noteLocales } from '@/lib/content/notes';
import { getProjects } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { sitemapEntries } from './sitemap';
import { absoluteUrl } from './urls';

const pages: PageRef[] = [
  ...(Object.keys(pagePaths.fr) as PageKey[]).map((page) => ({ page })),
  ...getProjects('fr').map((project) => ({ page: 'project' as const, slug: project.slug })),
];

/** A language's notes as the sitemap lists them after the other pages: the list, then each note, newest first. */
const notesOf = (locale: Locale): PageRef[] =>
  hasNotes(locale) ? [{ page: 'notes' }, ...getNotes(locale).map((note) => ({ page: 'note' as const, slug: note.slug }))] : [];

describe('the sitemap', () => {
  it('lists every French page, the projects included, and nothing else on a French-only site', () => {
    const entries = sitemapEntries(['fr']);
    expect(entries.slice(0, pages.length)).toEqual(pages.map((ref) => ({ url: absoluteUrl(pagePath('fr', ref)) })));
    expect(entries.slice(pages.length).map((entry) => entry.url)).toEqual(notesOf('fr').map((ref) => absoluteUrl(pagePath('fr', ref))));
    const xml = resolveSitemap(sitemapEntries(['fr']));
    expect(xml).not.toContain('xhtml');
  });

  it('lists every page of both languages, each with its versions in both and x-default at the French one', () => {
    const entries = sitemapEntries(['fr', 'en']);
    expect(entries.map((entry) => entry.url)).toEqual([
      ...[...pages, ...notesOf('fr')].map((ref) => absoluteUrl(pagePath('fr', ref))),
      ...[...pages, ...notesOf('en')].map((ref) => absoluteUrl(pagePath('en', ref))),
    ]);
    for (const ref of pages) {
      const languages = {
        fr: absoluteUrl(pagePath('fr', ref)),
        en: absoluteUrl(pagePath('en', ref)),
        'x-default': absoluteUrl(pagePath('fr', ref)),
      };
      for (const locale of ['fr', 'en'] as const) {
        const entry = entries.find((candidate) => candidate.url === absoluteUrl(pagePath(locale, ref)));
        expect(entry?.alternates).toEqual({ languages });
      }
    }
  });

  it('dates each note by its last change, and names only its translation as its other version', () => {
    const entries = sitemapEntries(['fr', 'en']);
    for (const locale of ['fr', 'en'] as const) {
      for (const note of getNotes(locale)) {
        const entry = entries.find((candidate) => candidate.url === absoluteUrl(pagePath(locale, { page: 'note', slug: note.slug })))!;
        expect(entry.lastModified).toBe(lastChanged(note));
        const written = noteLocales(note.slug);
        if (written.length < 2) expect(entry.alternates).toBeUndefined();
        else expect(Object.keys(entry.alternates!.languages!).sort()).toEqual([...written, 'x-default'].sort());
      }
    }
  });

  it('is written with xhtml:link alternates, reciprocal', () => {
    const entries: MetadataRoute.Sitemap = sitemapEntries(['fr', 'en']);
    const xml = resolveSitemap(entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = { fr: absoluteUrl(pagePath('fr', { page: 'about' })), en: absoluteUrl(pagePath('en', { page: 'about' })) };
    const block = (url: string) => xml.split('<url>').find((chunk) => chunk.includes(`<loc>${url}</loc>`))!;
    for (const url of Object.values(about)) {
      expect(block(url)).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${about.fr}" />`);
      expect(block(url)).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${about.en}" />`);
      expect(block(url)).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${about.fr}" />`);
    }
  });
});
