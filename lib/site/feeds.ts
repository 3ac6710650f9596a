import { Feed } from 'feed';
import { getProfile } from '@/lib/content/owner';
import { getNotes, hasNotes, lastChanged } from '@/lib/content/notes';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { withBasePath } from './base-path';
import { absoluteUrl } from './urls';

// The notes' feeds of a language, RSS 2.0, Atom and JSON Feed, written at build time by their route
// handlers (app/(fr)/notes/rss.xml/route.notes.ts and its siblings) with `feed`: absolute addresses, base path
// included. A language without notes has none, and no page links one.

export const feedKinds = ['rss', 'atom', 'json'] as const;
export type FeedKind = (typeof feedKinds)[number];

const feedFiles: Record<FeedKind, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const feedTypes: Record<FeedKind, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' };

/** A feed's address in a language, without base path: "/notes/rss.xml", "/en/notes/feed.json". */
export function feedPath(locale: Locale, kind: FeedKind): string {
  return `${pagePath(locale, { page: 'notes' })}/${feedFiles[kind]}`;
}

/** A page's day as a feed dates it: midnight UTC of the owner's day (no clock is read at build time). */
const day = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** The feed of a language's notes, every kind from the same items; undefined without notes. */
export function notesFeed(locale: Locale, kind: FeedKind): string | undefined {
  if (!hasNotes(locale)) return undefined;
  const notes = getNotes(locale);
  const { name } = getProfile(locale);
  const text = messages(locale).notes;
  const home = absoluteUrl(pagePath(locale, { page: 'home' }));
  const list = absoluteUrl(pagePath(locale, { page: 'notes' }));
  const feed = new Feed({
    id: list,
    title: text.feedTitle(name),
    description: text.description(name),
    link: list,
    language: languageTags[locale],
    updated: day(notes.map(lastChanged).sort().at(-1)!),
    generator: false,
    feedLinks: Object.fromEntries(feedKinds.map((each) => [each, absoluteUrl(feedPath(locale, each))])),
    author: { name, link: home },
    copyright: name,
  });
  for (const note of notes) {
    const link = absoluteUrl(pagePath(locale, { page: 'note', slug: note.slug }));
    feed.addItem({
      id: link,
      link,
      title: note.titre,
      description: note.resume,
      date: day(lastChanged(note)),
      published: day(note.date),
      category: note.tags.map((tag) => ({ name: tag })),
      author: [{ name, link: home }],
    });
  }
  return kind === 'rss' ? feed.rss2() : kind === 'atom' ? feed.atom1() : feed.json1();
}

/** The response of a feed's route handler, with its type. */
export function feedResponse(locale: Locale, kind: FeedKind): Response {
  const body = notesFeed(locale, kind);
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': `${feedTypes[kind]}; charset=utf-8` } });
}

/**
 * The `<link rel="alternate">` of a language's feeds, by type, in every page of that language (Next's
 * `alternates.types`): what a feed reader finds from any page. None in a language without notes.
 */
export function feedAlternates(locale: Locale): Record<string, { url: string; title: string }[]> | undefined {
  if (!hasNotes(locale)) return undefined;
  const { feeds, feedTitle } = messages(locale).notes;
  const title = feedTitle(getProfile(locale).name);
  return Object.fromEntries(
    feedKinds.map((kind) => [feedTypes[kind], [{ url: withBasePath(feedPath(locale, kind)), title: `${title} (${feeds[kind]})` }]]),
  );
}
