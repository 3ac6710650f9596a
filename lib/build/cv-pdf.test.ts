/**
 * @jest-environment node
 */
// The PDF's text and layout are read back with a PDF parser in e2e/cv.spec.ts; this checks what the
// file's structure tells directly: pages, their size, links and embedded fonts, and the structure tree that
// screen readers follow, read with pdf.js.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildCv, type Cv } from '@/lib/content/cv';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath } from '@/lib/i18n/routes';
import { renderCvPdf } from './cv-pdf';
import { xmpSafe } from './pdf-writer';
import { cvSource, owner, project } from '@/lib/test/cv-fixtures';
import { elements, type StructNode, type TaggedPdf } from '@/lib/test/tagged-pdf';

const raw = (pdf: Buffer) => pdf.toString('latin1');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The embedded fonts, by their subset names ("ABCDEF+Inter-Bold"). */
const fonts = (text: string) => new Set(text.match(/\/BaseFont \/[A-Z]{6}\+Inter-[A-Za-z]+/g));

test('draws the CV on one A4 page, with its links and the Inter fonts embedded', async () => {
  const cv = buildCv(cvSource(), 'fr');
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
  const cv = buildCv(cvSource({ projects }), 'fr');
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
  const latin = fonts(raw((await renderCvPdf(buildCv(cvSource(), 'fr'))).pdf));
  const named = cvSource({ profile: { ...owner, name: 'Łukasz Dvořák-Ștefan' } });
  const extended = fonts(raw((await renderCvPdf(buildCv(named, 'fr'))).pdf));
  // The name is bold: a second Inter-Bold, from the latin-ext file, joins the three.
  expect(extended.size).toBe(latin.size + 1);
  expect([...extended].filter((font) => font.endsWith('Inter-Bold'))).toHaveLength(2);
});

test('a link drawn in pieces (two font subsets) describes every piece the same way', async () => {
  const title = 'Jeu de Ștefan';
  const cv = buildCv(cvSource({ projects: [project('jeu', { titre: title })] }), 'fr');
  const { links } = readTagged((await renderCvPdf(cv)).pdf);
  const pieces = links.filter((link) => link.url === 'https://zoe.example/projets/jeu');
  expect(pieces.length).toBeGreaterThan(1);
  expect(pieces.every((link) => link.contents === title)).toBe(true);
}, 30_000);

/** The PDF as pdf.js reads it, in a Node process of its own: see lib/test/tagged-pdf-cli.mts. */
function readTagged(pdf: Buffer): TaggedPdf {
  const cli = path.join(__dirname, '../test/tagged-pdf-cli.mts');
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', cli], { input: pdf, encoding: 'utf8' }));
}

const ofRole = (tree: StructNode, role: string) => elements(tree).filter((node) => node.role === role);

function section<K extends Cv['sections'][number]['kind']>(cv: Cv, kind: K) {
  return cv.sections.find((s) => s.kind === kind) as Extract<Cv['sections'][number], { kind: K }>;
}

describe.each(locales)('a tagged PDF in %s, as a screen reader reads it', (locale: Locale) => {
  const cv = buildCv(cvSource(), locale);
  const words = messages(locale).cv;
  let tagged: TaggedPdf;
  let tree: StructNode;
  beforeAll(async () => {
    tagged = readTagged((await renderCvPdf(cv)).pdf);
    tree = tagged.pages[0]!;
  }, 30_000);

  test("is marked, in the CV's language, with its title and description in the XMP metadata", () => {
    expect(tagged.marked).toBe(true);
    expect(tagged.language).toBe(languageTags[locale]);
    expect(tagged.title).toBe(words.pdf.title(cv.name));
    expect(tagged.description).toBe(words.pdf.subject(cv.jobTitle, cv.search));
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
    // Drawn in capitals, read as the messages write them, in the CV's language.
    expect(headings.map((node) => node.alt)).toEqual(cv.sections.map((s) => words.sections[s.kind]));
    expect(headings.map((node) => node.text)).toEqual(cv.sections.map((s) => s.title.toUpperCase()));
    const sects = tree.children[0].children.filter((node) => node.role === 'Sect');
    expect(sects.map((node) => node.children[0].alt)).toEqual(cv.sections.map((s) => s.title));
    const entries = [...section(cv, 'education').entries, ...section(cv, 'experience').entries];
    expect(ofRole(tree, 'H3').map((node) => node.text)).toEqual([
      ...entries.map((entry) => `${entry.title} — ${[entry.organisation, entry.place].filter(Boolean).join(', ')}`),
      ...section(cv, 'projects').projects.map((p) => `${p.title} · ${p.type}`),
    ]);
  });

  test('writes the job, the internship sought, the biography and the other technologies as paragraphs', () => {
    const paragraphs = ofRole(tree, 'P').map((node) => node.text);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        `${cv.jobTitle} · ${cv.location}`,
        cv.search,
        ...section(cv, 'profile').paragraphs,
        `${words.label(words.otherTechnologies)}${section(cv, 'skills').otherTechnologies.join(', ')}`,
      ]),
    );
    // The periods, with the language's month names.
    expect(paragraphs).toEqual(expect.arrayContaining(section(cv, 'experience').entries.map((e) => e.period.text)));
  });

  test('lists the availability, the contacts, the entries, the skills and the passions, each item a label and a body', () => {
    const lists = ofRole(tree, 'L');
    const items = (list: StructNode) =>
      list.children.map((item) => item.children.map((part) => `${part.role}: ${part.text}`));
    const labelled = ({ label, text }: { label: string; text: string }) => [
      `Lbl: ${words.label(label).trim()}`,
      `LBody: ${text}`,
    ];
    expect(items(lists[0])).toEqual(cv.availability.map(labelled));
    expect(items(lists[1])).toEqual(cv.contacts.map(labelled));
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

  test('describes each link annotation (/Contents, as PDF/UA asks): a contact by its label and address, a project by its title', () => {
    const projects = section(cv, 'projects').projects;
    expect(tagged.links).toEqual([
      ...cv.contacts.map((contact) => ({ url: contact.href, contents: `${words.label(contact.label)}${contact.text}` })),
      ...projects.map((project) => ({ url: project.url, contents: project.title })),
    ]);
    expect(tagged.links.every((link) => link.contents.trim() !== '')).toBe(true);
  });
});

test('the English PDF says its headings, labels and months in English, and links to the English pages', async () => {
  const cv = buildCv(cvSource(), 'en');
  const { pdf } = await renderCvPdf(cv);
  const english = readTagged(pdf);
  const tree = english.pages[0]!;
  const { cv: words, availability } = messages('en');
  expect(english.language).toBe(languageTags.en);
  expect(ofRole(tree, 'H2').map((node) => node.alt)).toEqual(Object.values(words.sections));
  expect(ofRole(tree, 'Lbl').map((node) => node.text)).toEqual(
    expect.arrayContaining([availability.available, words.contacts.email].map((label) => words.label(label).trim())),
  );
  expect(ofRole(tree, 'P').map((node) => node.text)).toEqual(
    expect.arrayContaining(['since September 2025', 'September 2023 – June 2025']),
  );
  expect([...raw(pdf).matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1])).toEqual(
    expect.arrayContaining([
      `https://zoe.example${pagePath('en', { page: 'home' })}`,
      `https://zoe.example${projectPath('en', 'api')}`,
    ]),
  );
}, 30_000);

test('keeps its metadata readable whatever the content', async () => {
  const profile = { ...owner, name: 'Zoë <Martin> & Co', recherche: 'R&D internship' };
  const named = buildCv(cvSource({ profile }), 'en');
  const other = readTagged((await renderCvPdf(named)).pdf);
  expect(other.title).toBe(xmpSafe(messages('en').cv.pdf.title(named.name)));
  expect(other.title).toBe('CV · Zoë ＜Martin＞ ＆ Co');
  expect(other.description).toContain('R＆D internship');
}, 30_000);
