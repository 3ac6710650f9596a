/**
 * @jest-environment node
 */
// The PDF's text and layout are read back with a PDF parser in e2e/cv.spec.ts; this checks what the
// file's structure tells directly: pages, their size, links and embedded fonts.
import { buildCv } from '@/lib/content/cv';
import { renderCvPdf } from './cv-pdf';
import { cvSource, owner, project } from '@/lib/test/cv-fixtures';

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

test('a longer CV flows onto more A4 pages', async () => {
  const projects = Array.from({ length: 14 }, (_, index) => project(`projet-${index}`));
  const { pdf, pages } = await renderCvPdf(buildCv(cvSource({ projects })));
  expect(pages).toBeGreaterThan(1);
  expect(count(raw(pdf), /\/MediaBox \[0 0 595\.28 841\.89\]/g)).toBe(pages);
});

test('letters beyond Latin-1 are drawn from the font subset that has them', async () => {
  const latin = fonts(raw((await renderCvPdf(buildCv(cvSource()))).pdf));
  const named = cvSource({ profile: { ...owner, name: 'Łukasz Dvořák-Ștefan' } });
  const extended = fonts(raw((await renderCvPdf(buildCv(named))).pdf));
  // The name is bold: a second Inter-Bold, from the latin-ext file, joins the three.
  expect(extended.size).toBe(latin.size + 1);
  expect([...extended].filter((font) => font.endsWith('Inter-Bold'))).toHaveLength(2);
});
