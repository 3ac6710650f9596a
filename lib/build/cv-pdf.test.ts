/**
 * @jest-environment node
 */
// The PDF's text and layout are read back with a PDF parser in e2e/cv.spec.ts; this checks what the
// file's structure tells directly: pages, their size, links and embedded fonts, and the structure tree that
// screen readers follow, read with pdf.js.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildCv, type Cv } from '@/lib/content/cv';
import { SITE_LANGUAGE } from '@/lib/site/language';
import { renderCvPdf, xmpSafe } from './cv-pdf';
import { cvSource, owner, project } from '@/lib/test/cv-fixtures';
import { elements, type StructNode, type TaggedPdf } from '@/lib/test/tagged-pdf';

const raw = (pdf: Buffer) => pdf.toString('latin1');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The embedded fonts, by their subset names ("ABCDEF+Inter-Bold"). */
const fonts = (text: string) => new Set(text.match(/\/BaseFont \/[A-Z]{6}\+Inter-[A-Za-z]+/g));

test('draws the CV on one A4 page, with its links and the Inter fonts embedded', async () => {
  const cv = buildCv(cvSource());
  const { pdf, pages } = await renderCvPdf(cv);
  const text = raw(pdf);
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(pages).toBe(1);
  expect(count(text, /\/MediaBox \[0 0 595\.28 841\.89\]/g)).toBe(1);
  const links = [...text.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
  expect(links).toEqual([
    ...cv.contacts.map((contact) => contact.href),
    'https://zoe.example/projets/api',
    'https://zoe.example/projets/jeu',
  ]);
  expect(count(text, /\/FontFile2/g)).toBeGreaterThan(0);
  expect([...fonts(text)].map((font) => font.split('+')[1]).sort()).toEqual([
    'Inter-Bold',
    'Inter-Regular',
    'Inter-SemiBold',
  ]);
});

test('a longer CV flows onto more A4 pages, its structure tree with it', async () => {
  const projects = Array.from({ length: 14 }, (_, index) => project(`projet-${index}`));
  const cv = buildCv(cvSource({ projects }));
  const { pdf, pages } = await renderCvPdf(cv);
  expect(pages).toBeGreaterThan(1);
  expect(count(raw(pdf), /\/MediaBox \[0 0 595\.28 841\.89\]/g)).toBe(pages);
  const tagged = readTagged(pdf);
  expect(tagged.unmarked).toBe('');
  // Each page's tree holds what is drawn on it: every project's heading once, wherever it fell.
  const headings = tagged.pages.flatMap((tree) => (tree ? ofRole(tree, 'H3') : []));
  const titles = section(cv, 'projects').projects.map((p) => p.title);
  for (const title of titles) expect(headings.filter((h) => h.text.startsWith(`${title} ·`))).toHaveLength(1);
  expect(tagged.pages.every((tree) => tree !== null)).toBe(true);
}, 30_000);

test('letters beyond Latin-1 are drawn from the font subset that has them', async () => {
  const latin = fonts(raw((await renderCvPdf(buildCv(cvSource()))).pdf));
  const named = cvSource({ profile: { ...owner, name: 'Łukasz Dvořák-Ștefan' } });
  const extended = fonts(raw((await renderCvPdf(buildCv(named))).pdf));
  // The name is bold: a second Inter-Bold, from the latin-ext file, joins the three.
  expect(extended.size).toBe(latin.size + 1);
  expect([...extended].filter((font) => font.endsWith('Inter-Bold'))).toHaveLength(2);
});

/** The PDF as pdf.js reads it, in a Node process of its own: see lib/test/tagged-pdf-cli.mts. */
function readTagged(pdf: Buffer): TaggedPdf {
  const cli = path.join(__dirname, '../test/tagged-pdf-cli.mts');
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', cli], { input: pdf, encoding: 'utf8' }));
}

const ofRole = (tree: StructNode, role: string) => elements(tree).filter((node) => node.role === role);

function section<K extends Cv['sections'][number]['kind']>(cv: Cv, kind: K) {
  return cv.sections.find((s) => s.kind === kind) as Extract<Cv['sections'][number], { kind: K }>;
}

describe('a tagged PDF, as a screen reader reads it', () => {
  const cv = buildCv(cvSource());
  let tagged: TaggedPdf;
  let tree: StructNode;
  beforeAll(async () => {
    tagged = readTagged((await renderCvPdf(cv)).pdf);
    tree = tagged.pages[0]!;
  }, 30_000);

  test("is marked, in the site's language, with its title in the XMP metadata", () => {
    expect(tagged.marked).toBe(true);
    expect(tagged.language).toBe(SITE_LANGUAGE);
    expect(tagged.title).toBe(`CV · ${cv.name}`);
  });

  test('puts every text in the structure tree, under one Document, or marks it as decoration', () => {
    expect(tagged.pages).toHaveLength(1);
    expect(tree.children.map((node) => node.role)).toEqual(['Document']);
    expect(tagged.unmarked).toBe('');
    // Decorations (rules, separators) are artifacts: the dash between a skill and its detail is not read.
    expect(ofRole(tree, 'Lbl').map((node) => node.text)).toContain('Go');
    expect(ofRole(tree, 'LBody').map((node) => node.text)).toContain('Services web');
  });

  test('heads the CV with the name (H1), each section with its title (H2), each entry with its own (H3)', () => {
    expect(ofRole(tree, 'H1').map((node) => node.text)).toEqual([cv.name]);
    const headings = ofRole(tree, 'H2');
    // Drawn in capitals, read as the content writes them.
    expect(headings.map((node) => node.alt)).toEqual(cv.sections.map((s) => s.title));
    expect(headings.map((node) => node.text)).toEqual(cv.sections.map((s) => s.title.toUpperCase()));
    const sects = tree.children[0].children.filter((node) => node.role === 'Sect');
    expect(sects.map((node) => node.children[0].alt)).toEqual(cv.sections.map((s) => s.title));
    const entries = [...section(cv, 'education').entries, ...section(cv, 'experience').entries];
    expect(ofRole(tree, 'H3').map((node) => node.text)).toEqual([
      ...entries.map((entry) => `${entry.title} — ${[entry.organisation, entry.place].filter(Boolean).join(', ')}`),
      ...section(cv, 'projects').projects.map((p) => `${p.title} · ${p.type}`),
    ]);
  });

  test('writes the job, the internship sought and the biography as paragraphs', () => {
    const paragraphs = ofRole(tree, 'P').map((node) => node.text);
    expect(paragraphs).toEqual(
      expect.arrayContaining([`${cv.jobTitle} · ${cv.location}`, cv.search, ...section(cv, 'profile').paragraphs]),
    );
  });

  test('lists the availability, the contacts, the entries, the skills and the passions, each item a label and a body', () => {
    const lists = ofRole(tree, 'L');
    const items = (list: StructNode) => list.children.map((item) => item.children.map((part) => `${part.role}: ${part.text}`));
    expect(items(lists[0])).toEqual(cv.availability.map((fact) => [`Lbl: ${fact.label} :`, `LBody: ${fact.text}`]));
    expect(items(lists[1])).toEqual(cv.contacts.map((contact) => [`Lbl: ${contact.label} :`, `LBody: ${contact.text}`]));
    expect(lists.every((list) => list.children.every((item) => item.role === 'LI'))).toBe(true);
    const passions = lists.at(-1)!;
    expect(passions.children.map((item) => item.text)).toEqual(section(cv, 'passions').passions);
    expect(lists).toHaveLength(7); // availability, contacts, education, experience, projects, skills, passions
  });

  test('makes each link a Link element that holds its text and its clickable area', () => {
    const links = ofRole(tree, 'Link');
    expect(links.map((link) => link.text)).toEqual([
      ...cv.contacts.map((contact) => contact.text),
      ...section(cv, 'projects').projects.map((p) => p.title),
    ]);
    expect(links.every((link) => link.annotations === 1)).toBe(true);
  });

  test('declares the language it is given, and keeps its metadata readable whatever the content', async () => {
    const english = buildCv(cvSource({ profile: { ...owner, name: 'Zoë <Martin> & Co', recherche: 'R&D internship' } }));
    const other = readTagged((await renderCvPdf(english, 'en-GB')).pdf);
    expect(other.language).toBe('en-GB');
    expect(other.title).toBe(xmpSafe(`CV · ${english.name}`));
    expect(other.title).toBe('CV · Zoë ＜Martin＞ ＆ Co');
  }, 30_000);
});
