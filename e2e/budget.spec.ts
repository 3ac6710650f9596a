import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { parse } from 'parse5';
import { controlScriptNames, type ControlScriptName } from '@/lib/browser/control-scripts';
import { getCv } from '@/lib/content/cv';
import { exportCssReader, flightSpellings, withoutFlightCssCopy } from '@/lib/build/flight-css-copy';
import { elements, textOf } from '@/lib/build/html-tree';
import { ICON_BUDGET_BYTES, IMAGE_BUDGET_BYTES } from '@/lib/build/image-pipeline';
import { VIDEO_BUDGET_BYTES } from '@/lib/build/video-pipeline';
import { scriptFilePath, type PageScripts } from '@/lib/build/page-scripts';
import { exportDir, generatedDir } from '@/lib/build/paths';
import { readSiteCss } from '@/lib/build/site-css';
import { getNotes, latestNotes } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import type { PageRef } from '@/lib/i18n/routes';
import { audience } from '@/lib/site/audience';
import { ICON_SPRITE_PATH } from '@/lib/site/icon-sprite';
import { projects, routes, slideCount } from './content';
import { expectScriptsWithinBudget, FLOOR_BUDGET, measureFloor } from './script-budget';

// Byte budgets over the export itself: the same files give the same sizes on every run, so a page
// that grows past its budget fails here rather than in a benchmark nobody reads. Each page's
// JavaScript budget is checked on its one load in every-page.spec.ts.
const out = path.resolve(exportDir);
const KB = 1024;
const readCss = exportCssReader(out);

const PREVIEW_BUDGET = 120 * KB;
/** The CV goes with every application: it must open at once from a mailbox (scripts/build-cv.mts checks it too). */
const CV_BUDGET = 150 * KB;

/**
 * What each kind of page may weigh, in KB: its HTML as gzip -9 compresses it (a static host sends it so),
 * the same HTML without the second copy of its CSS that Next writes in the page's flight data
 * (vercel/next.js#95141, lib/build/flight-css-copy.ts), and the CSS it inlines (its style elements'
 * text). `own` is what the site's code and content weigh, whatever Next adds; both are set a little above
 * the largest page of each kind in the owner's (at the root and under a base path), the second owner's
 * and the French-only builds, so that an owner's own texts pass too (the example's list and projects
 * are within 1.25 times the reference's, docs/performance.md). Each page inlines the CSS of the
 * components it renders (next.config.ts, cssChunking): a page that inlined every component's would pass
 * no CSS budget here. The lists grow with their cards.
 */
const PAGE_BUDGETS: Record<PageRef['page'] | 'notFound', { html: number; own: number; css: number }> = {
  home: { html: 10, own: 9.5, css: 10 },
  projects: { html: 17.25, own: 14.5, css: 16.5 },
  project: { html: 20.5, own: 17, css: 18 },
  about: { html: 16, own: 14, css: 14.25 },
  cv: { html: 16.25, own: 14, css: 14 },
  contact: { html: 11.5, own: 11, css: 12 },
  legal: { html: 12.5, own: 12, css: 10 },
  notes: { html: 13.75, own: 12.25, css: 12 },
  note: { html: 15.25, own: 13.75, css: 13.5 },
  notFound: { html: 9.5, own: 9.25, css: 10 },
};
/**
 * The site script, which every page's <head> carries once (lib/build/finalize-html.ts), never in its flight
 * data too, and the controls' scripts, which only the pages that render the control carry; the navigation
 * script, which every page's loader requests, in the HTML budget of none.
 */
const pageScripts = JSON.parse(readFileSync(path.join(generatedDir, 'page-scripts.json'), 'utf8')) as PageScripts;
const navigationFile = scriptFilePath(pageScripts, 'navigation');
/** The site's stylesheet (lib/build/site-css.ts), which every page's <head> carries once, never in its flight data. */
const siteCss = readSiteCss();
/** The controls a page renders: a list's filter, the carousel of a project with several slides (its images and video). */
function controlsOf(ref: PageRef | undefined): ControlScriptName[] {
  if (ref?.page === 'projects' || ref?.page === 'notes') return ['filter'];
  const project = ref?.page === 'project' ? projects.find((candidate) => candidate.slug === ref.slug) : undefined;
  return project && slideCount(project) > 1 ? ['carousel'] : [];
}

/**
 * What the audience script adds to every page of a site that measures its audience (content/site.ts
 * `audience`), compressed: written once in <head>, with its settings. Nothing without measurement.
 */
const AUDIENCE_BUDGET = audience ? 1.5 : 0;

/** What each project's card adds to the list's HTML. */
const CARD_BUDGET = 1;
/** What each note's summary adds to the notes' list. */
const NOTE_BUDGET = 1;
/** What each of the latest notes (at most three) adds to the home page, which three bring to 11.5 KB (docs/performance.md). */
const LATEST_NOTE_BUDGET = 0.5;

/** Every page of the export, by kind: the routes of each language, and the 404 page. */
const pages = [
  ...routes.map((route) => ({ file: `${route.path || 'index'}.html`, kind: route.ref.page, locale: route.locale, ref: route.ref as PageRef | undefined })),
  { file: '404.html', kind: 'notFound' as const, locale: 'fr' as const, ref: undefined },
];

/** What a list adds to its page's base budget, by what the content puts in it. */
function grownBy(kind: PageRef['page'] | 'notFound', locale: Locale): number {
  if (kind === 'projects') return CARD_BUDGET * projects.length;
  if (kind === 'notes') return NOTE_BUDGET * getNotes(locale).length;
  if (kind === 'home') return LATEST_NOTE_BUDGET * latestNotes(locale).length;
  return 0;
}

const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every page of the export, and the web app manifest they link (its icons), as one text: what a file's address must appear in to be used. */
function pagesHtml(): string {
  return filesUnder(out)
    .filter((file) => /\.(html|webmanifest)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

test.describe('byte budgets', () => {
  test("the JavaScript runtime stays within its floor budget, and a missing page within 15 KB beyond it", async ({
    browser,
    page,
  }, testInfo) => {
    const floor = await measureFloor(browser, testInfo);
    expect(floor).toBeLessThanOrEqual(FLOOR_BUDGET);
    await page.goto('page-inconnue', { waitUntil: 'networkidle' });
    await expectScriptsWithinBudget(page, floor);
  });

  test('every generated image, icon and preview fits its budget', () => {
    const oversized: string[] = [];
    const check = (files: string[], budget: number) => {
      for (const file of files) {
        const size = statSync(file).size;
        if (size > budget) oversized.push(`${path.relative(out, file)}: ${size} > ${budget} bytes`);
      }
    };
    const generated = filesUnder(path.join(out, '_img', 'images'));
    // The technologies' icons, and the sprite of the site's own.
    const icons = [...filesUnder(path.join(out, '_img', 'icons')), path.join(out, ICON_SPRITE_PATH)];
    const previews = filesUnder(out).filter((file) => file.endsWith('apercu.png'));
    for (const files of [generated, icons, previews]) expect(files.length).toBeGreaterThan(0);
    check(generated, IMAGE_BUDGET_BYTES);
    check(icons, ICON_BUDGET_BYTES);
    check(previews, PREVIEW_BUDGET);
    expect(oversized).toEqual([]);
  });

  test('ships only the image files pages use, never the originals', () => {
    const html = pagesHtml();
    // Next's own files (_next/) are its business; the previews are pages' metadata.
    const images = filesUnder(out).filter(
      (file) => /\.(png|jpe?g|webp|avif|svg)$/i.test(file) && !file.endsWith('apercu.png') && !file.includes(`${path.sep}_next${path.sep}`),
    );
    expect(images.length).toBeGreaterThan(0);
    const unused = images.map((file) => `/${path.relative(out, file)}`).filter((url) => !html.includes(url));
    expect(unused).toEqual([]);
  });

  // Videos load only when the visitor plays one: they count in no page's budget, but each has a cap.
  test('ships each video within its cap, and only the videos and captions pages name', () => {
    const dir = path.join(out, '_media');
    const media = existsSync(dir) ? filesUnder(dir) : [];
    test.skip(media.length === 0, 'the content has no video');
    const html = pagesHtml();
    expect(media.filter((file) => /\.(?:webm|mp4)$/i.test(file) && statSync(file).size > VIDEO_BUDGET_BYTES)).toEqual([]);
    expect(media.map((file) => `/${path.relative(out, file)}`).filter((url) => !html.includes(url))).toEqual([]);
  });

  test('every page inlines the site’s stylesheet and the CSS of its kind, the site script and its controls’ scripts once, requests the navigation script once, and its HTML fits the budgets of its kind, compressed, with and without Next’s copy of its CSS @navigation', () => {
    const oversized: string[] = [];
    for (const { file, kind, locale, ref } of pages) {
      const html = readFileSync(path.join(out, file));
      const text = html.toString('utf8');
      // Once in the page, and no second copy in the flight data, where a text is spelled as a JSON string.
      const flight = text.slice(Math.max(0, text.indexOf('self.__next_f')));
      const writtenOnce = (code: string) => text.split(code).length === 2 && !flightSpellings(code).some((spelling) => flight.includes(spelling));
      if (!writtenOnce(pageScripts.site)) oversized.push(`${file}: the site script is not written exactly once`);
      if (!writtenOnce(siteCss)) oversized.push(`${file}: the site's stylesheet is not written exactly once`);
      if (text.split(navigationFile).length !== 2 || text.includes(pageScripts.navigation)) {
        oversized.push(`${file}: the navigation script is not requested exactly once, or is inline`);
      }
      for (const name of controlScriptNames) {
        const expected = controlsOf(ref).includes(name);
        if (expected && !writtenOnce(pageScripts[name])) oversized.push(`${file}: the ${name}'s script is not written exactly once`);
        if (!expected && text.includes(pageScripts[name])) oversized.push(`${file}: carries the ${name}'s script, a control it does not render`);
      }
      const styles = [...elements(parse(text))].filter((element) => element.tagName === 'style');
      const css = styles.reduce((total, style) => total + Buffer.byteLength(textOf(style)), 0);
      const compressed = gzipSync(html, { level: 9 }).length;
      const own = gzipSync(withoutFlightCssCopy(text, readCss).html, { level: 9 }).length;
      const budget = PAGE_BUDGETS[kind];
      const allowance = (base: number) => (base + grownBy(kind, locale) + AUDIENCE_BUDGET) * KB;
      if (css > budget.css * KB) oversized.push(`${file}: ${kilobytes(css)} of CSS > ${budget.css} KB`);
      if (compressed > allowance(budget.html)) oversized.push(`${file}: ${kilobytes(compressed)} of HTML (gzip) > ${kilobytes(allowance(budget.html))}`);
      if (own > allowance(budget.own)) {
        oversized.push(`${file}: ${kilobytes(own)} of HTML without Next's copy of its CSS (gzip) > ${kilobytes(allowance(budget.own))}`);
      }
    }
    expect(oversized).toEqual([]);
  });

  test("the CV's PDF fits its budget", () => {
    expect(statSync(path.join(out, getCv('fr').file.name)).size).toBeLessThanOrEqual(CV_BUDGET);
  });
});
