import type { Cv, CvEntry, CvFact, CvLink, CvProject, CvSection } from '@/lib/content/cv';
import { languageTags } from '@/lib/i18n/locales';
import { messages, type Messages } from '@/lib/i18n/messages';
import { palette as contentPalette } from '@/content/palette';
import type { Palette, ThemeColours } from '@/lib/content/content-schema';
import { ARTIFACT, TaggedPdfWriter, type Element, type Item, type Part, type PdfOptions, type Style } from './pdf-writer';

/**
 * The CV as an A4 PDF, drawn from the same object as the /cv page (lib/content/cv.ts), in its language. A
 * tagged PDF (lib/build/pdf-writer.ts), so that a screen reader reads it as it reads the page: every piece of
 * text is the content of an element of the structure tree (H1, H2, H3, P, L, LI, Lbl, LBody, Link), in
 * reading order, and the rules and separators are artifacts it skips. The document declares its language
 * and carries XMP metadata in that language.
 */

const PAGE = { size: 'A4', margins: { top: 36, bottom: 34, left: 46, right: 46 } } as const;
const GAP = { section: 10, afterHeading: 5, entry: 4.5 };
/** Room for the first two lines of a section: its heading is never the last line of a page. */
const KEEP_WITH_HEADING = 28;

/** The CV's text styles, in the colours of the palette's light theme (a CV is printed on white paper). */
function cvStyles({ text, textMuted, primary, accent }: ThemeColours) {
  return {
    name: { size: 22, weight: 700, color: text },
    role: { size: 11.5, weight: 600, color: primary },
    search: { size: 10, weight: 600, color: accent },
    contactLabel: { size: 8.5, weight: 600, color: textMuted },
    contact: { size: 8.5, weight: 400, color: primary },
    factLabel: { size: 8.5, weight: 600, color: textMuted },
    fact: { size: 8.5, weight: 600, color: text },
    heading: { size: 9.5, weight: 700, color: primary, spacing: 0.5 },
    body: { size: 9.5, weight: 400, color: text },
    entryTitle: { size: 10, weight: 700, color: text },
    entryPlace: { size: 10, weight: 400, color: text },
    projectTitle: { size: 10, weight: 700, color: primary },
    // Parts of one line share a size: pdfkit aligns them by their top, not their baseline.
    projectType: { size: 10, weight: 400, color: textMuted },
    detail: { size: 9, weight: 400, color: textMuted },
    small: { size: 8.5, weight: 400, color: textMuted },
    skill: { size: 9, weight: 600, color: text },
  } satisfies Record<string, Style>;
}

type CvStyles = ReturnType<typeof cvStyles>;

/** The writer of one CV, with its styles and colours. */
class CvWriter extends TaggedPdfWriter {
  readonly colours: ThemeColours;
  readonly style: CvStyles;

  constructor(options: PdfOptions, colours: ThemeColours) {
    super(options);
    this.colours = colours;
    this.style = cvStyles(colours);
  }
}

/**
 * An item of `list`: a title line (H3) with a date at its right, then the lines below it. The whole block
 * moves to the next page rather than split.
 */
function listEntry(w: CvWriter, list: Element, title: Part[], date: string, below: Part[][]) {
  // A long free-text date ("De janvier à mai 2025, en équipe") wraps rather than squeeze the title.
  const dateWidth = Math.min(w.textWidth(date, w.style.small) + 2, w.width * 0.35);
  const titleWidth = w.width - dateWidth - 12;
  const belowHeight = below.reduce((total, parts) => total + w.height(parts, w.width), 0);
  w.keep(w.height(title, titleWidth) + belowHeight);
  const top = w.doc.y;
  const body = w.tag(w.tag(list, 'LI'), 'LBody');
  // Title first: text is extracted (copied, read aloud, parsed by recruiting software) in drawing order.
  w.write(title, { x: w.left, y: top, width: titleWidth }, w.tag(body, 'H3'));
  const bottom = w.doc.y;
  w.paragraph(body, [{ text: date, style: w.style.small }], {
    x: w.left + w.width - dateWidth,
    y: top + 1,
    width: dateWidth,
    align: 'right',
  });
  w.doc.y = Math.max(bottom, w.doc.y);
  for (const parts of below) w.paragraph(body, parts, { x: w.left, width: w.width });
  w.doc.y += GAP.entry;
}

type Words = Messages['cv'];

/** "E-mail : alex@example.org", the address a link, which says what it is the address of. */
const contactItem = (contact: CvLink, words: Words, style: CvStyles): Item => ({
  label: [{ text: words.label(contact.label), style: style.contactLabel }],
  body: [{ text: contact.text, style: style.contact, link: contact.href, description: `${words.label(contact.label)}${contact.text}` }],
});

/** "Disponible : dès avril 2026". */
const factItem = (fact: CvFact, words: Words, style: CvStyles): Item => ({
  label: [{ text: words.label(fact.label), style: style.factLabel }],
  body: [{ text: fact.text, style: style.fact }],
});

function header(w: CvWriter, cv: Cv, words: Words) {
  const { root } = w;
  w.write([{ text: cv.name, style: w.style.name }], { x: w.left, y: PAGE.margins.top, width: w.width }, w.tag(root, 'H1'));
  w.paragraph(root, [{ text: `${cv.jobTitle} · ${cv.location}`, style: w.style.role }], { x: w.left, width: w.width });
  w.doc.y += 2;
  w.paragraph(root, [{ text: cv.search, style: w.style.search }], { x: w.left, width: w.width });
  w.doc.y += 4;
  // Two columns: a wrapped line of facts or addresses would leave a separator dangling at its end.
  w.grid(root, cv.availability.map((fact) => factItem(fact, words, w.style)), 1);
  w.doc.y += 4;
  w.grid(root, cv.contacts.map((contact) => contactItem(contact, words, w.style)), 1);
  w.doc.y += 6;
  w.rule(w.doc.y, w.colours.primary, 1.25);
}

/** The section's heading, drawn in capitals and read as written in the content. */
function sectionHeading(w: CvWriter, parent: Element, title: string) {
  w.doc.y += GAP.section;
  w.keep(w.height([{ text: title, style: w.style.heading }], w.width) + KEEP_WITH_HEADING);
  const heading = w.tag(parent, 'H2', { actual: title });
  w.write([{ text: title.toUpperCase(), style: w.style.heading }], { x: w.left, width: w.width }, heading);
  w.rule(w.doc.y + 1, w.colours.border, 0.75);
  w.doc.y += GAP.afterHeading;
}

function timelineEntry(w: CvWriter, list: Element, entry: CvEntry) {
  const organisation = [entry.organisation, entry.place].filter(Boolean).join(', ');
  listEntry(
    w,
    list,
    [
      { text: entry.title, style: w.style.entryTitle },
      { text: ` — ${organisation}`, style: w.style.entryPlace },
    ],
    entry.period.text,
    entry.description ? [[{ text: entry.description, style: w.style.detail }]] : [],
  );
}

function projectEntry(w: CvWriter, list: Element, project: CvProject) {
  listEntry(
    w,
    list,
    [
      { text: project.title, style: w.style.projectTitle, link: project.url },
      { text: `  ·  ${project.type}`, style: w.style.projectType },
    ],
    project.date,
    [
      [{ text: project.summary, style: w.style.detail }],
      [{ text: project.technologies.join(' · '), style: w.style.small }],
    ],
  );
}

type SkillSection = Extract<CvSection, { kind: 'skills' }>;

function skillGrid(w: CvWriter, parent: Element, section: SkillSection, words: Words) {
  w.grid(
    parent,
    section.skills.map((skill) => ({
      label: [{ text: skill.label, style: w.style.skill }],
      // The dash is the layout's, as on the page: not read aloud.
      body: [
        { text: ' — ', style: w.style.detail, into: ARTIFACT },
        { text: skill.detail, style: w.style.detail },
      ],
    })),
    2,
  );
  if (section.otherTechnologies.length > 0) {
    w.doc.y += 2;
    w.paragraph(
      parent,
      [
        { text: words.label(words.otherTechnologies), style: w.style.skill },
        { text: section.otherTechnologies.join(', '), style: w.style.detail },
      ],
      { x: w.left, width: w.width },
    );
  }
}

/** The passions on one line that wraps, a list whose separators are decoration. */
function passionList(w: CvWriter, parent: Element, passions: string[]) {
  const list = w.tag(parent, 'L');
  const parts = passions.flatMap((passion, index): Part[] => [
    ...(index > 0 ? [{ text: '   ·   ', style: w.style.body, into: ARTIFACT } as const] : []),
    { text: passion, style: w.style.body, into: w.tag(w.tag(list, 'LI'), 'LBody') },
  ]);
  w.write(parts, { x: w.left, width: w.width }, list);
}

function section(w: CvWriter, section: CvSection, words: Words) {
  const sect = w.tag(w.root, 'Sect');
  sectionHeading(w, sect, section.title);
  const list = () => w.tag(sect, 'L');
  switch (section.kind) {
    case 'profile':
      for (const paragraph of section.paragraphs) {
        w.paragraph(sect, [{ text: paragraph, style: w.style.body }], { x: w.left, width: w.width, paragraphGap: 3 });
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
      return skillGrid(w, sect, section, words);
    case 'passions':
      return passionList(w, sect, section.passions);
  }
}

/**
 * The CV's PDF, in the CV's language (its /Lang, its headings, its metadata), and its number of pages;
 * in the content's palette unless given another.
 */
export function renderCvPdf(cv: Cv, palette: Palette = contentPalette): Promise<{ pdf: Buffer; pages: number }> {
  const words = messages(cv.locale).cv;
  const skills = cv.sections.flatMap((s) => (s.kind === 'skills' ? s.skills.map((skill) => skill.label) : []));
  const writer = new CvWriter(
    {
      page: PAGE,
      language: languageTags[cv.locale],
      info: {
        Title: words.pdf.title(cv.name),
        Author: cv.name,
        Subject: words.pdf.subject(cv.jobTitle, cv.search),
        Keywords: skills.join(', '),
      },
    },
    palette.light,
  );
  header(writer, cv, words);
  for (const s of cv.sections) section(writer, s, words);
  return writer.toBuffer();
}
