import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * A tagged PDF drawn with pdfkit, the structure half of the CV's PDF (lib/build/cv-pdf.ts draws the layout).
 * Every piece of text is the content of an element of the structure tree, in reading order, so a screen
 * reader reads it as it reads the page; decoration is an artifact it skips. Build time only: it reads the
 * Inter font files of the @fontsource/inter package, embedded as subsets, so the text stays selectable and
 * the file small.
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter');

export type Weight = 400 | 600 | 700;
export type Style = { size: number; weight: Weight; color: string; spacing?: number };

export type Element = PDFKit.PDFStructureElement;
/** Drawing that is decoration only: a rule, a separator that the layout, not the text, needs. */
export const ARTIFACT = 'artifact';

/**
 * A piece of text in one style, a link or not. `into` is the structure element whose content it is, when it
 * is not the one its line is written into: a list item's label, or a decoration. A link's `description` is
 * what its annotations say it is (their /Contents), its text when left out.
 */
export type Part = { text: string; style: Style; link?: string; description?: string; into?: Element | typeof ARTIFACT };

/** A PDF text string: pdfkit writes a String object as a string, a primitive as a name. */
const pdfString = (text: string) => new String(text) as unknown as string;

/** A list item on one line: its label (a term, "E-mail : "), then its body. */
export type Item = { label: Part[]; body: Part[] };

export type Box = {
  x: number;
  y?: number;
  width: number;
  align?: 'left' | 'right';
  lineGap?: number;
  paragraphGap?: number;
};

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

/**
 * pdfkit copies the document's information into the XMP metadata as it is, without escaping: an "&" or a "<"
 * of the content would make that XML unreadable. Their full-width forms read the same.
 */
export function xmpSafe(text: string): string {
  return text.replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');
}

export type PdfOptions = {
  page: { size: string; margins: { top: number; bottom: number; left: number; right: number } };
  /** The document's language, a BCP 47 tag: screen readers read it with that language's voice. */
  language: string;
  /** The document's title, author, description and keywords, copied into its XMP metadata. */
  info: { Title: string; Author: string; Subject: string; Keywords: string };
};

export class TaggedPdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The structure tree's root: every element hangs below it, in reading order. */
  readonly root: Element;
  private readonly subsets = loadSubsets();
  private readonly registered = new Set<string>();
  private readonly margins: PdfOptions['page']['margins'];
  /** The description of the link being drawn, none between links. */
  private linkDescription: string | undefined;
  readonly left: number;
  readonly width: number;

  constructor({ page, language, info }: PdfOptions) {
    this.doc = new PDFDocument({
      size: page.size,
      margins: page.margins,
      bufferPages: true,
      // 1.4 at least for the XMP metadata (pdfkit leaves it out of a 1.3 file); 1.7 for the tagged structure.
      pdfVersion: '1.7',
      tagged: true,
      lang: language,
      displayTitle: true,
      info: {
        Title: xmpSafe(info.Title),
        Author: xmpSafe(info.Author),
        Subject: xmpSafe(info.Subject),
        Keywords: xmpSafe(info.Keywords),
      },
    });
    this.margins = page.margins;
    this.left = page.margins.left;
    this.width = this.doc.page.width - page.margins.left - page.margins.right;
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    // pdfkit gives the annotations of a text's link an empty /Contents, which PDF/UA asks to describe the
    // link: each carries its link's description (a link broken across lines or fonts has one per piece).
    const link = this.doc.link.bind(this.doc);
    this.doc.link = (x, y, w, h, url, options) =>
      link(x, y, w, h, url, { ...options, ...(this.linkDescription ? { Contents: pdfString(this.linkDescription) } : {}) });
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
        this.linkDescription = link ? (part.description ?? part.text) : undefined;
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

  /** The height of parts written in a row within `width`, measured in the first part's style. */
  height(parts: Part[], width: number, lineGap = 1.5): number {
    if (parts.length === 0) return 0;
    this.use(parts[0].style);
    return this.doc.heightOfString(parts.map((part) => part.text).join(''), { width, lineGap });
  }

  textWidth(text: string, s: Style): number {
    this.use(s);
    return this.doc.widthOfString(text);
  }

  /** Starts a new page when the block to come would not fit on this one. */
  keep(height: number) {
    if (this.doc.y + height > this.doc.page.height - this.margins.bottom) {
      this.doc.addPage();
      this.doc.y = this.margins.top;
    }
  }

  /** A horizontal rule across the text's width: decoration. */
  rule(y: number, color: string, width: number) {
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
