/**
 * @jest-environment node
 */
jest.mock('@/generated/notes-data.mjs', () => {
  const { testNote } = jest.requireActual<typeof import('@/lib/test/note-fixture')>('@/lib/test/note-fixture');
  const note = (slug: string, date: string, extra = {}) => testNote(slug, 'fr', date, { titre: `Titre de ${slug} & <co>`, tags: ['CSS'], ...extra });
  return {
    __esModule: true,
    default: [note('premiere', '2026-01-10'), note('seconde', '2026-03-01', { miseAJour: '2026-03-20' }), note('cachee', '2026-05-01', { brouillon: true })],
  };
});

import { getProfile } from '@/lib/content/owner';
import { absoluteUrl } from './urls';
import { feedAlternates, feedPath, notesFeed } from './feeds';

const page = (slug: string) => absoluteUrl(`/notes/${slug}`);

describe('the notes’ feeds', () => {
  it('writes RSS 2.0 with the notes newest first, absolute links, the owner, escaped titles, no draft', () => {
    const rss = notesFeed('fr', 'rss')!;
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(rss.indexOf(page('seconde'))).toBeLessThan(rss.indexOf(page('premiere')));
    expect(rss).toContain(`<link>${page('premiere')}</link>`);
    expect(rss).toContain(getProfile('fr').name);
    expect(rss).toContain('<title><![CDATA[Titre de premiere & <co>]]></title>');
    expect(rss).not.toContain('cachee');
    expect(rss).toContain(`<atom:link href="${absoluteUrl(feedPath('fr', 'rss'))}" rel="self" type="application/rss+xml"/>`);
  });

  it('writes Atom with each entry dated by its last change and published by its day', () => {
    const atom = notesFeed('fr', 'atom')!;
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<updated>2026-03-20T00:00:00.000Z</updated>');
    expect(atom).toContain('<published>2026-03-01T00:00:00.000Z</published>');
    expect(atom).not.toContain('cachee');
  });

  it('writes JSON Feed that parses, every item at its page', () => {
    const json = JSON.parse(notesFeed('fr', 'json')!) as { version: string; items: { url: string; title: string; date_modified: string }[] };
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.items.map((item) => item.url)).toEqual([page('seconde'), page('premiere')]);
    expect(json.items[0].date_modified).toBe('2026-03-20T00:00:00.000Z');
  });

  it('has none, and no page links one, in a language without notes', () => {
    expect(notesFeed('en', 'rss')).toBeUndefined();
    expect(feedAlternates('en')).toBeUndefined();
    expect(Object.keys(feedAlternates('fr')!)).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json']);
  });
});
