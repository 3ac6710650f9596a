import { getProfile, getSkills } from '@/lib/content/owner';
import { getNote } from '@/lib/content/notes';
import { getProjectBySlug } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { localePrefix, pagePath, type PageKey, type PageRef } from '@/lib/i18n/routes';
import { longDate } from '@/lib/i18n/format';
import { MAX_PREVIEW_TAGS } from './preview-layout';

// The link previews (1200×630 PNGs drawn at build time by the apercu.png route handlers, with
// lib/build/social-preview.tsx): where each page's is, and what it says, in each language.

const PREVIEW_FILE = 'apercu.png';

/**
 * The address of a page's link preview, without base path. A project, a note and the CV have their own,
 * beside their page (/projets/{slug}/apercu.png, /notes/{slug}/apercu.png, /en/cv/apercu.png); every other page shares its language's
 * (/apercu.png, /en/apercu.png).
 */
export function previewPath(locale: Locale, ref: PageRef): string {
  const own = ref.page === 'project' || ref.page === 'note' || ref.page === 'cv';
  return own ? `${pagePath(locale, ref)}/${PREVIEW_FILE}` : `${localePrefix(locale)}/${PREVIEW_FILE}`;
}

/** What a link preview says (lib/build/social-preview.tsx draws it). */
export type PreviewContent = {
  /** Small line above the title: "Portfolio", "Curriculum vitae", the project's type. */
  kicker: string;
  title: string;
  subtitle: string;
  /** Technology labels, drawn in their colours. */
  tags?: string[];
  /** The line at the bottom: who the site is about. */
  owner: { name: string; jobTitle: string };
};

/**
 * The preview of a page in a language: a project's title, type, date and technologies; a note's title,
 * day, reading time and tags; the CV's owner,
 * internship sought and first skills; the site's (every other page) the owner and the internship sought.
 * Undefined only for a project that does not exist.
 */
export function previewContent(locale: Locale, ref: { page: PageKey } | { page: 'notes' }): PreviewContent;
export function previewContent(locale: Locale, ref: PageRef): PreviewContent | undefined;
export function previewContent(locale: Locale, ref: PageRef): PreviewContent | undefined {
  const { previewKicker } = messages(locale).seo;
  const profile = getProfile(locale);
  const owner = { name: profile.name, jobTitle: profile.jobTitle };
  if (ref.page === 'project') {
    const project = getProjectBySlug(ref.slug, locale);
    return (
      project && {
        kicker: previewKicker.project[project.type],
        title: project.titre,
        subtitle: project.date,
        tags: project.tags,
        owner,
      }
    );
  }
  if (ref.page === 'note') {
    const note = getNote(ref.slug, locale);
    const { previewKicker, readingTime } = messages(locale).notes;
    return note && { kicker: previewKicker, title: note.titre, subtitle: `${longDate(locale, note.date)} · ${readingTime(String(note.minutes))}`, tags: note.tags, owner };
  }
  const aboutOwner = { title: profile.name, subtitle: profile.recherche, owner };
  if (ref.page === 'cv') {
    const skills = getSkills(locale).slice(0, MAX_PREVIEW_TAGS);
    return { kicker: previewKicker.cv, ...aboutOwner, tags: skills.map((skill) => skill.technologie) };
  }
  return { kicker: previewKicker.site, ...aboutOwner };
}
