import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Cv, CvEntry, CvProject, CvSection } from '@/lib/content/cv';

/**
 * The CV as an A4 PDF, drawn with pdfkit from the same object as the /cv page (lib/content/cv.ts). Build time
 * only: it reads the Inter font files of the @fontsource/inter package, embedded as subsets, so the
 * text stays selectable and the file small.
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter');

/** The colours of the site's light theme (app/globals.css). */
const INK = '#161b26';
const MUTED = '#4a5468';
const PRIMARY = '#3046c0';
const ACCENT = '#c2410c';
const RULE = '#d5dbe8';

const PAGE = { size: 'A4', margins: { top: 36, bottom: 34, left: 46, right: 46 } } as const;
const GAP = { section: 10, afterHeading: 5, entry: 4.5 };
/** Room for the first two lines of a section: its heading is never the last line of a page. */
const KEEP_WITH_HEADING = 28;

type Weight = 400 | 600 | 700;
type Style = { size: number; weight: Weight; color: string; spacing?: number };

const style = {
  name: { size: 22, weight: 700, color: INK },
  role: { size: 11.5, weight: 600, color: PRIMARY },
  search: { size: 10, weight: 600, color: ACCENT },
  contactLabel: { size: 8.5, weight: 600, color: MUTED },
  contact: { size: 8.5, weight: 400, color: PRIMARY },
  heading: { size: 9.5, weight: 700, color: PRIMARY, spacing: 0.5 },
  body: { size: 9.5, weight: 400, color: INK },
  entryTitle: { size: 10, weight: 700, color: INK },
  entryPlace: { size: 10, weight: 400, color: INK },
  projectTitle: { size: 10, weight: 700, color: PRIMARY },
  // Parts of one line share a size: pdfkit aligns them by their top, not their baseline.
  projectType: { size: 10, weight: 400, color: MUTED },
  detail: { size: 9, weight: 400, color: MUTED },
  small: { size: 8.5, weight: 400, color: MUTED },
  skill: { size: 9, weight: 600, color: INK },
} satisfies Record<string, Style>;

/** A piece of text in one style, a link or not. */
type Part = { text: string; style: Style; link?: string };

/**
 * Inter ships one file per script subset (latin, latin-ext, greek…), listed with their Unicode ranges
 * in the package. Each character is drawn with the subset that holds it, so a name such as "Łukasz"
 * or "Ștefan" prints in full; pdfkit embeds only the glyphs used.
 */
type Subset = { name: string; ranges: [number, number][] };

function loadSubsets(): Subset[] {
  const table = JSON.parse(readFileSync(path.join(FONT_DIR, 'unicode.json'), 'utf8')) as Record<string, string>;
  const subsets = Object.entries(table).map(([name, list]) => ({
    name,
    ranges: list.split(',').map((range) => {
      const [from, to = from] = range.replace(/U\+/g, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
    }),
  }));
  // Latin first: characters several subsets share (digits, punctuation) come from the main file.
  return subsets.sort((a, b) => Number(b.name === 'latin') - Number(a.name === 'latin'));
}

function subsetOf(subsets: Subset[], char: string): string {
  const code = char.codePointAt(0)!;
  return subsets.find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))?.name ?? 'latin';
}

/** Consecutive characters drawn with the same subset. */
function runs(subsets: Subset[], text: string): { subset: string; text: string }[] {
  const result: { subset: string; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(subsets, char);
    const last = result.at(-1);
    if (last?.subset === subset) last.text += char;
    else result.push({ subset, text: char });
  }
  return result;
}

type Box = { x: number; y?: number; width: number; align?: 'left' | 'right'; lineGap?: number; paragraphGap?: number };

class CvPdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly subsets = loadSubsets();
  private readonly registered = new Set<string>();
  readonly left = PAGE.margins.left;
  readonly width: number;

  constructor(cv: Cv) {
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: PAGE.margins,
      bufferPages: true,
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        Title: `CV · ${cv.name}`,
        Author: cv.name,
        Subject: `${cv.jobTitle}. ${cv.search}`,
        Keywords: cv.sections.flatMap((s) => (s.kind === 'skills' ? s.skills.map((skill) => skill.label) : [])).join(', '),
      },
    });
    this.width = this.doc.page.width - PAGE.margins.left - PAGE.margins.right;
  }

  private font(subset: string, weight: Weight): string {
    const name = `inter-${subset}-${weight}`;
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, path.join(FONT_DIR, `files/inter-${subset}-${weight}-normal.woff`));
      this.registered.add(name);
    }
    return name;
  }

  /** Sets the font and size a measure needs: the main subset's, close enough for layout. */
  private use(s: Style) {
    return this.doc.font(this.font('latin', s.weight)).fontSize(s.size);
  }

  /** Parts in a row, wrapped within the box; the cursor ends below them. */
  write(parts: Part[], box: Box) {
    const pieces = parts.flatMap((part) => runs(this.subsets, part.text).map((run) => ({ ...run, part })));
    pieces.forEach(({ subset, text, part }, index) => {
      const { style: s, link } = part;
      this.doc.font(this.font(subset, s.weight)).fontSize(s.size).fillColor(s.color);
      const options = {
        // Continued segments inherit the previous one's options: say "no link" explicitly.
        link: link ?? null,
        characterSpacing: s.spacing ?? 0,
        continued: index < pieces.length - 1,
      };
      if (index === 0) {
        const { x, y, ...layout } = box;
        this.doc.text(text, x, y ?? this.doc.y, { lineGap: 1.5, ...layout, ...options });
      } else {
        this.doc.text(text, options);
      }
    });
  }

  height(parts: Part[], width: number, lineGap = 1.5): number {
    const main = parts[0]?.style ?? style.body;
    this.use(main);
    return this.doc.heightOfString(parts.map((part) => part.text).join(''), { width, lineGap });
  }

  textWidth(text: string, s: Style): number {
    this.use(s);
    return this.doc.widthOfString(text);
  }

  /** Starts a new page when the block to come would not fit on this one. */
  keep(height: number) {
    if (this.doc.y + height > this.doc.page.height - PAGE.margins.bottom) {
      this.doc.addPage();
      this.doc.y = PAGE.margins.top;
    }
  }

  rule(y: number, color = RULE, width = 0.75) {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /**
   * A title line with a date at its right, then the lines below it. The whole block moves to the
   * next page rather than split.
   */
  entry(title: Part[], date: string, below: Part[][]) {
    // A long free-text date ("De janvier à mai 2025, en équipe") wraps rather than squeeze the title.
    const dateWidth = Math.min(this.textWidth(date, style.small) + 2, this.width * 0.35);
    const titleWidth = this.width - dateWidth - 12;
    const belowHeight = below.reduce((total, parts) => total + this.height(parts, this.width), 0);
    this.keep(this.height(title, titleWidth) + belowHeight);
    const top = this.doc.y;
    // Title first: text is extracted (copied, read aloud, parsed by recruiting software) in drawing order.
    this.write(title, { x: this.left, y: top, width: titleWidth });
    const bottom = this.doc.y;
    this.write([{ text: date, style: style.small }], {
      x: this.left + this.width - dateWidth,
      y: top + 1,
      width: dateWidth,
      align: 'right',
    });
    this.doc.y = Math.max(bottom, this.doc.y);
    for (const parts of below) this.write(parts, { x: this.left, width: this.width });
    this.doc.y += GAP.entry;
  }

  /** Cells in two columns, row by row; a row moves to the next page rather than split. */
  grid(cells: Part[][], rowGap: number) {
    const gap = 18;
    const columnWidth = (this.width - gap) / 2;
    for (let index = 0; index < cells.length; index += 2) {
      const row = cells.slice(index, index + 2);
      const rowHeight = Math.max(...row.map((cell) => this.height(cell, columnWidth)));
      this.keep(rowHeight);
      const top = this.doc.y;
      row.forEach((cell, column) => {
        this.write(cell, { x: this.left + column * (columnWidth + gap), y: top, width: columnWidth });
      });
      this.doc.y = top + rowHeight + rowGap;
    }
  }

  toBuffer(): Promise<{ pdf: Buffer; pages: number }> {
    const chunks: Buffer[] = [];
    const pages = this.doc.bufferedPageRange().count;
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('error', reject);
      this.doc.on('end', () => resolve({ pdf: Buffer.concat(chunks), pages }));
      this.doc.end();
    });
  }
}

function header(w: CvPdfWriter, cv: Cv) {
  w.write([{ text: cv.name, style: style.name }], { x: w.left, y: PAGE.margins.top, width: w.width });
  w.write([{ text: `${cv.jobTitle} · ${cv.location}`, style: style.role }], { x: w.left, width: w.width });
  w.doc.y += 2;
  w.write([{ text: cv.search, style: style.search }], { x: w.left, width: w.width });
  w.doc.y += 4;
  // Two columns: a wrapped line of addresses would leave a separator dangling at its end.
  w.grid(
    cv.contacts.map((contact) => [
      { text: `${contact.label} : `, style: style.contactLabel },
      { text: contact.text, style: style.contact, link: contact.href },
    ]),
    1,
  );
  w.doc.y += 6;
  w.rule(w.doc.y, PRIMARY, 1.25);
}

function sectionHeading(w: CvPdfWriter, title: string) {
  w.doc.y += GAP.section;
  w.keep(w.height([{ text: title, style: style.heading }], w.width) + KEEP_WITH_HEADING);
  w.write([{ text: title.toUpperCase(), style: style.heading }], { x: w.left, width: w.width });
  w.rule(w.doc.y + 1);
  w.doc.y += GAP.afterHeading;
}

function timelineEntry(w: CvPdfWriter, entry: CvEntry) {
  const organisation = [entry.organisation, entry.place].filter(Boolean).join(', ');
  w.entry(
    [
      { text: entry.title, style: style.entryTitle },
      { text: ` — ${organisation}`, style: style.entryPlace },
    ],
    entry.period.text,
    entry.description ? [[{ text: entry.description, style: style.detail }]] : [],
  );
}

function projectEntry(w: CvPdfWriter, project: CvProject) {
  w.entry(
    [
      { text: project.title, style: style.projectTitle, link: project.url },
      { text: `  ·  ${project.type}`, style: style.projectType },
    ],
    project.date,
    [
      [{ text: project.summary, style: style.detail }],
      [{ text: project.technologies.join(' · '), style: style.small }],
    ],
  );
}

function skillGrid(w: CvPdfWriter, section: Extract<CvSection, { kind: 'skills' }>) {
  w.grid(
    section.skills.map((skill) => [
      { text: skill.label, style: style.skill },
      { text: ` — ${skill.detail}`, style: style.detail },
    ]),
    2,
  );
  if (section.otherTechnologies.length > 0) {
    w.doc.y += 2;
    w.write(
      [
        { text: 'Autres technologies : ', style: style.skill },
        { text: section.otherTechnologies.join(', '), style: style.detail },
      ],
      { x: w.left, width: w.width },
    );
  }
}

function section(w: CvPdfWriter, section: CvSection) {
  sectionHeading(w, section.title);
  switch (section.kind) {
    case 'profile':
      for (const paragraph of section.paragraphs) {
        w.write([{ text: paragraph, style: style.body }], { x: w.left, width: w.width, paragraphGap: 3 });
      }
      return;
    case 'education':
    case 'experience':
      return section.entries.forEach((entry) => timelineEntry(w, entry));
    case 'projects':
      return section.projects.forEach((project) => projectEntry(w, project));
    case 'skills':
      return skillGrid(w, section);
    case 'passions':
      return w.write([{ text: section.passions.join('   ·   '), style: style.body }], { x: w.left, width: w.width });
  }
}

/** The CV's PDF and its number of pages. */
export function renderCvPdf(cv: Cv): Promise<{ pdf: Buffer; pages: number }> {
  const writer = new CvPdfWriter(cv);
  header(writer, cv);
  for (const s of cv.sections) section(writer, s);
  return writer.toBuffer();
}
