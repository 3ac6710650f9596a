import type { MetadataRoute } from 'next';
// How Next writes app/sitemap.ts's entries into sitemap.xml (its own module, as the build calls it).
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { getProjects } from '@/lib/content/projects';
import { pagePath, pagePaths, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { sitemapEntries } from './sitemap';
import { absoluteUrl } from './urls';

const pages: PageRef[] = [
  ...(Object.keys(pagePaths.fr) as PageKey[]).map((page) => ({ page })),
  ...getProjects('fr').map((project) => ({ page: 'project' as const, slug: project.slug })),
];

describe('the sitemap', () => {
  it('lists every French page, the projects included, and nothing else on a French-only site', () => {
    expect(sitemapEntries(['fr'])).toEqual(pages.map((ref) => ({ url: absoluteUrl(pagePath('fr', ref)) })));
    const xml = resolveSitemap(sitemapEntries(['fr']));
    expect(xml).not.toContain('xhtml');
  });

  it('lists every page of both languages, each with its versions in both and x-default at the French one', () => {
    const entries = sitemapEntries(['fr', 'en']);
    expect(entries.map((entry) => entry.url)).toEqual([
      ...pages.map((ref) => absoluteUrl(pagePath('fr', ref))),
      ...pages.map((ref) => absoluteUrl(pagePath('en', ref))),
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
