import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Cv, CvEntry, CvFact, CvLink, CvProject, CvSection } from '@/lib/content/cv';
import { SITE_LANGUAGE } from '@/lib/site/language';

/**
 * The CV as an A4 PDF, drawn with pdfkit from the same object as the /cv page (lib/content/cv.ts). Build time
 * only: it reads the Inter font files of the @fontsource/inter package, embedded as subsets, so the
 * text stays selectable and the file small.
 *
 * A tagged PDF, so that a screen reader reads it as it reads the page: every piece of text is the content of
 * an element of the structure tree (H1, H2, H3, P, L, LI, Lbl, LBody, Link), in reading order, and the rules
 * and separators are artifacts it skips. The document declares its language and carries XMP metadata.
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
  factLabel: { size: 8.5, weight: 600, color: MUTED },
  fact: { size: 8.5, weight: 600, color: INK },
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

type Element = PDFKit.PDFStructureElement;
/** Drawing that is decoration only: a rule, a separator that the layout, not the text, needs. */
const ARTIFACT = 'artifact';

/**
 * A piece of text in one style, a link or not. `into` is the structure element whose content it is, when it
 * is not the one its line is written into: a list item's label, or a decoration.
 */
type Part = { text: string; style: Style; link?: string; into?: Element | typeof ARTIFACT };

/** A list item on one line: its label (a term, "E-mail : "), then its body. */
type Item = { label: Part[]; body: Part[] };

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

/**
 * pdfkit copies the document's information into the XMP metadata as it is, without escaping: an "&" or a "<"
 * of the content would make that XML unreadable. Their full-width forms read the same.
 */
export function xmpSafe(text: string): string {
  return text.replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');
}

class CvPdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The structure tree's root: every element of the CV hangs below it, in reading order. */
  readonly root: Element;
  private readonly subsets = loadSubsets();
  private readonly registered = new Set<string>();
  readonly left = PAGE.margins.left;
  readonly width: number;

  constructor(cv: Cv, language: string) {
    const skills = cv.sections.flatMap((s) => (s.kind === 'skills' ? s.skills.map((skill) => skill.label) : []));
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: PAGE.margins,
      bufferPages: true,
      // 1.4 at least for the XMP metadata (pdfkit leaves it out of a 1.3 file); 1.7 for the tagged structure.
      pdfVersion: '1.7',
      tagged: true,
      lang: language,
      displayTitle: true,
      info: {
        Title: xmpSafe(`CV · ${cv.name}`),
        Author: xmpSafe(cv.name),
        Subject: xmpSafe(`${cv.jobTitle}. ${cv.search}`),
        Keywords: xmpSafe(skills.join(', ')),
      },
    });
    this.width = this.doc.page.width - PAGE.margins.left - PAGE.margins.right;
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** A new structure element, the last child of its parent: the tree follows the reading order. */
  tag(parent: Element, type: string, options: PDFKit.Mixins.StructureElementOptions = {}): Element {
    const element = this.doc.struct(type, options);
    parent.add(element);
    return element;
  }

  /** Decoration, which assistive technology skips. */
  artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
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

  /**
   * Parts in a row, wrapped within the box, as the content of `element` (or of their own `into`); a link
   * part is a Link element of its own, which holds its text and its clickable area. The cursor ends below them.
   */
  write(parts: Part[], box: Box, element: Element) {
    const targets = new Map<Part, Element | typeof ARTIFACT>();
    const target = (part: Part) => {
      let found = targets.get(part);
      if (!found) {
        const container = part.into ?? element;
        found = part.link && container !== ARTIFACT ? this.tag(container, 'Link') : container;
        targets.set(part, found);
      }
      return found;
    };
    const pieces = parts.flatMap((part) => runs(this.subsets, part.text).map((run) => ({ ...run, part })));
    pieces.forEach(({ subset, text, part }, index) => {
      const { style: s, link } = part;
      const draw = () => {
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
      };
      // Each piece is a marked-content sequence of its element (pdfkit draws it as the element adds it).
      const into = target(part);
      if (into === ARTIFACT) this.artifact(draw);
      else into.add(draw);
    });
  }

  /** A paragraph of its own, under `parent`. */
  paragraph(parent: Element, parts: Part[], box: Box) {
    this.write(parts, box, this.tag(parent, 'P'));
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
    this.artifact(() =>
      this.doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(width)
        .strokeColor(color)
        .stroke(),
    );
  }

  /**
   * An item of `list`: a title line (H3) with a date at its right, then the lines below it. The whole block
   * moves to the next page rather than split.
   */
  entry(list: Element, title: Part[], date: string, below: Part[][]) {
    // A long free-text date ("De janvier à mai 2025, en équipe") wraps rather than squeeze the title.
    const dateWidth = Math.min(this.textWidth(date, style.small) + 2, this.width * 0.35);
    const titleWidth = this.width - dateWidth - 12;
    const belowHeight = below.reduce((total, parts) => total + this.height(parts, this.width), 0);
    this.keep(this.height(title, titleWidth) + belowHeight);
    const top = this.doc.y;
    const body = this.tag(this.tag(list, 'LI'), 'LBody');
    // Title first: text is extracted (copied, read aloud, parsed by recruiting software) in drawing order.
    this.write(title, { x: this.left, y: top, width: titleWidth }, this.tag(body, 'H3'));
    const bottom = this.doc.y;
    this.paragraph(body, [{ text: date, style: style.small }], {
      x: this.left + this.width - dateWidth,
      y: top + 1,
      width: dateWidth,
      align: 'right',
    });
    this.doc.y = Math.max(bottom, this.doc.y);
    for (const parts of below) this.paragraph(body, parts, { x: this.left, width: this.width });
    this.doc.y += GAP.entry;
  }

  /**
   * A list under `parent`, its items in two columns, row by row (the reading order); a row moves to the next
   * page rather than split.
   */
  grid(parent: Element, items: Item[], rowGap: number) {
    const list = this.tag(parent, 'L');
    const gap = 18;
    const columnWidth = (this.width - gap) / 2;
    const cells = items.map(({ label, body }) => [...label, ...body]);
    for (let index = 0; index < items.length; index += 2) {
      const row = cells.slice(index, index + 2);
      const rowHeight = Math.max(...row.map((cell) => this.height(cell, columnWidth)));
      this.keep(rowHeight);
      const top = this.doc.y;
      items.slice(index, index + 2).forEach(({ label, body }, column) => {
        const item = this.tag(list, 'LI');
        const [term, definition] = [this.tag(item, 'Lbl'), this.tag(item, 'LBody')];
        const parts = [
          ...label.map((part) => ({ ...part, into: part.into ?? term })),
          ...body.map((part) => ({ ...part, into: part.into ?? definition })),
        ];
        this.write(parts, { x: this.left + column * (columnWidth + gap), y: top, width: columnWidth }, item);
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

/** "E-mail : alex@example.org", the address a link. */
const contactItem = (contact: CvLink): Item => ({
  label: [{ text: `${contact.label} : `, style: style.contactLabel }],
  body: [{ text: contact.text, style: style.contact, link: contact.href }],
});

/** "Disponible : dès avril 2026". */
const factItem = (fact: CvFact): Item => ({
  label: [{ text: `${fact.label} : `, style: style.factLabel }],
  body: [{ text: fact.text, style: style.fact }],
});

function header(w: CvPdfWriter, cv: Cv) {
  const { root } = w;
  w.write([{ text: cv.name, style: style.name }], { x: w.left, y: PAGE.margins.top, width: w.width }, w.tag(root, 'H1'));
  w.paragraph(root, [{ text: `${cv.jobTitle} · ${cv.location}`, style: style.role }], { x: w.left, width: w.width });
  w.doc.y += 2;
  w.paragraph(root, [{ text: cv.search, style: style.search }], { x: w.left, width: w.width });
  w.doc.y += 4;
  // Two columns: a wrapped line of facts or addresses would leave a separator dangling at its end.
  w.grid(root, cv.availability.map(factItem), 1);
  w.doc.y += 4;
  w.grid(root, cv.contacts.map(contactItem), 1);
  w.doc.y += 6;
  w.rule(w.doc.y, PRIMARY, 1.25);
}

/** The section's heading, drawn in capitals and read as written in the content. */
function sectionHeading(w: CvPdfWriter, parent: Element, title: string) {
  w.doc.y += GAP.section;
  w.keep(w.height([{ text: title, style: style.heading }], w.width) + KEEP_WITH_HEADING);
  const heading = w.tag(parent, 'H2', { actual: title });
  w.write([{ text: title.toUpperCase(), style: style.heading }], { x: w.left, width: w.width }, heading);
  w.rule(w.doc.y + 1);
  w.doc.y += GAP.afterHeading;
}

function timelineEntry(w: CvPdfWriter, list: Element, entry: CvEntry) {
  const organisation = [entry.organisation, entry.place].filter(Boolean).join(', ');
  w.entry(
    list,
    [
      { text: entry.title, style: style.entryTitle },
      { text: ` — ${organisation}`, style: style.entryPlace },
    ],
    entry.period.text,
    entry.description ? [[{ text: entry.description, style: style.detail }]] : [],
  );
}

function projectEntry(w: CvPdfWriter, list: Element, project: CvProject) {
  w.entry(
    list,
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

function skillGrid(w: CvPdfWriter, parent: Element, section: Extract<CvSection, { kind: 'skills' }>) {
  w.grid(
    parent,
    section.skills.map((skill) => ({
      label: [{ text: skill.label, style: style.skill }],
      // The dash is the layout's, as on the page: not read aloud.
      body: [
        { text: ' — ', style: style.detail, into: ARTIFACT },
        { text: skill.detail, style: style.detail },
      ],
    })),
    2,
  );
  if (section.otherTechnologies.length > 0) {
    w.doc.y += 2;
    w.paragraph(
      parent,
      [
        { text: 'Autres technologies : ', style: style.skill },
        { text: section.otherTechnologies.join(', '), style: style.detail },
      ],
      { x: w.left, width: w.width },
    );
  }
}

/** The passions on one line that wraps, a list whose separators are decoration. */
function passionList(w: CvPdfWriter, parent: Element, passions: string[]) {
  const list = w.tag(parent, 'L');
  const parts = passions.flatMap((passion, index): Part[] => [
    ...(index > 0 ? [{ text: '   ·   ', style: style.body, into: ARTIFACT } as const] : []),
    { text: passion, style: style.body, into: w.tag(w.tag(list, 'LI'), 'LBody') },
  ]);
  w.write(parts, { x: w.left, width: w.width }, list);
}

function section(w: CvPdfWriter, section: CvSection) {
  const sect = w.tag(w.root, 'Sect');
  sectionHeading(w, sect, section.title);
  const list = () => w.tag(sect, 'L');
  switch (section.kind) {
    case 'profile':
      for (const paragraph of section.paragraphs) {
        w.paragraph(sect, [{ text: paragraph, style: style.body }], { x: w.left, width: w.width, paragraphGap: 3 });
      }
      return;
    case 'education':
    case 'experience': {
      const entries = list();
      return section.entries.forEach((entry) => timelineEntry(w, entries, entry));
    }
    case 'projects': {
      const projects = list();
      return section.projects.forEach((project) => projectEntry(w, projects, project));
    }
    case 'skills':
      return skillGrid(w, sect, section);
    case 'passions':
      return passionList(w, sect, section.passions);
  }
}

/**
 * The CV's PDF and its number of pages. `language` is the CV's (a BCP 47 tag), declared to screen readers;
 * by default the site's.
 */
export function renderCvPdf(cv: Cv, language: string = SITE_LANGUAGE): Promise<{ pdf: Buffer; pages: number }> {
  const writer = new CvPdfWriter(cv, language);
  header(writer, cv);
  for (const s of cv.sections) section(writer, s);
  return writer.toBuffer();
}
