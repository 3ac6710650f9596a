import type { Cv, CvEntry, CvFact, CvLink, CvProject, CvSection } from '@/lib/content/cv';
import { languageTags } from '@/lib/i18n/locales';
import { messages, type Messages } from '@/lib/i18n/messages';
import { ARTIFACT, TaggedPdfWriter, type Element, type Item, type Part, type Style } from './pdf-writer';

/**
 * The CV as an A4 PDF, drawn from the same object as the /cv page (lib/content/cv.ts), in its language. A
 * tagged PDF (lib/build/pdf-writer.ts), so that a screen reader reads it as it reads the page: every piece of
 * text is the content of an element of the structure tree (H1, H2, H3, P, L, LI, Lbl, LBody, Link), in
 * reading order, and the rules and separators are artifacts it skips. The document declares its language
 * and carries XMP metadata in that language.
 */

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

/**
 * An item of `list`: a title line (H3) with a date at its right, then the lines below it. The whole block
 * moves to the next page rather than split.
 */
function listEntry(w: TaggedPdfWriter, list: Element, title: Part[], date: string, below: Part[][]) {
  // A long free-text date ("De janvier à mai 2025, en équipe") wraps rather than squeeze the title.
  const dateWidth = Math.min(w.textWidth(date, style.small) + 2, w.width * 0.35);
  const titleWidth = w.width - dateWidth - 12;
  const belowHeight = below.reduce((total, parts) => total + w.height(parts, w.width), 0);
  w.keep(w.height(title, titleWidth) + belowHeight);
  const top = w.doc.y;
  const body = w.tag(w.tag(list, 'LI'), 'LBody');
  // Title first: text is extracted (copied, read aloud, parsed by recruiting software) in drawing order.
  w.write(title, { x: w.left, y: top, width: titleWidth }, w.tag(body, 'H3'));
  const bottom = w.doc.y;
  w.paragraph(body, [{ text: date, style: style.small }], {
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

/** "E-mail : alex@example.org", the address a link. */
const contactItem = (contact: CvLink, words: Words): Item => ({
  label: [{ text: words.label(contact.label), style: style.contactLabel }],
  body: [{ text: contact.text, style: style.contact, link: contact.href }],
});

/** "Disponible : dès avril 2026". */
const factItem = (fact: CvFact, words: Words): Item => ({
  label: [{ text: words.label(fact.label), style: style.factLabel }],
  body: [{ text: fact.text, style: style.fact }],
});

function header(w: TaggedPdfWriter, cv: Cv, words: Words) {
  const { root } = w;
  w.write([{ text: cv.name, style: style.name }], { x: w.left, y: PAGE.margins.top, width: w.width }, w.tag(root, 'H1'));
  w.paragraph(root, [{ text: `${cv.jobTitle} · ${cv.location}`, style: style.role }], { x: w.left, width: w.width });
  w.doc.y += 2;
  w.paragraph(root, [{ text: cv.search, style: style.search }], { x: w.left, width: w.width });
  w.doc.y += 4;
  // Two columns: a wrapped line of facts or addresses would leave a separator dangling at its end.
  w.grid(root, cv.availability.map((fact) => factItem(fact, words)), 1);
  w.doc.y += 4;
  w.grid(root, cv.contacts.map((contact) => contactItem(contact, words)), 1);
  w.doc.y += 6;
  w.rule(w.doc.y, PRIMARY, 1.25);
}

/** The section's heading, drawn in capitals and read as written in the content. */
function sectionHeading(w: TaggedPdfWriter, parent: Element, title: string) {
  w.doc.y += GAP.section;
  w.keep(w.height([{ text: title, style: style.heading }], w.width) + KEEP_WITH_HEADING);
  const heading = w.tag(parent, 'H2', { actual: title });
  w.write([{ text: title.toUpperCase(), style: style.heading }], { x: w.left, width: w.width }, heading);
  w.rule(w.doc.y + 1, RULE, 0.75);
  w.doc.y += GAP.afterHeading;
}

function timelineEntry(w: TaggedPdfWriter, list: Element, entry: CvEntry) {
  const organisation = [entry.organisation, entry.place].filter(Boolean).join(', ');
  listEntry(
    w,
    list,
    [
      { text: entry.title, style: style.entryTitle },
      { text: ` — ${organisation}`, style: style.entryPlace },
    ],
    entry.period.text,
    entry.description ? [[{ text: entry.description, style: style.detail }]] : [],
  );
}

function projectEntry(w: TaggedPdfWriter, list: Element, project: CvProject) {
  listEntry(
    w,
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

type SkillSection = Extract<CvSection, { kind: 'skills' }>;

function skillGrid(w: TaggedPdfWriter, parent: Element, section: SkillSection, words: Words) {
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
        { text: words.label(words.otherTechnologies), style: style.skill },
        { text: section.otherTechnologies.join(', '), style: style.detail },
      ],
      { x: w.left, width: w.width },
    );
  }
}

/** The passions on one line that wraps, a list whose separators are decoration. */
function passionList(w: TaggedPdfWriter, parent: Element, passions: string[]) {
  const list = w.tag(parent, 'L');
  const parts = passions.flatMap((passion, index): Part[] => [
    ...(index > 0 ? [{ text: '   ·   ', style: style.body, into: ARTIFACT } as const] : []),
    { text: passion, style: style.body, into: w.tag(w.tag(list, 'LI'), 'LBody') },
  ]);
  w.write(parts, { x: w.left, width: w.width }, list);
}

function section(w: TaggedPdfWriter, section: CvSection, words: Words) {
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
      return skillGrid(w, sect, section, words);
    case 'passions':
      return passionList(w, sect, section.passions);
  }
}

/** The CV's PDF, in the CV's language (its /Lang, its headings, its metadata), and its number of pages. */
export function renderCvPdf(cv: Cv): Promise<{ pdf: Buffer; pages: number }> {
  const words = messages(cv.locale).cv;
  const skills = cv.sections.flatMap((s) => (s.kind === 'skills' ? s.skills.map((skill) => skill.label) : []));
  const writer = new TaggedPdfWriter({
    page: PAGE,
    language: languageTags[cv.locale],
    info: {
      Title: words.pdf.title(cv.name),
      Author: cv.name,
      Subject: words.pdf.subject(cv.jobTitle, cv.search),
      Keywords: skills.join(', '),
    },
  });
  header(writer, cv, words);
  for (const s of cv.sections) section(writer, s, words);
  return writer.toBuffer();
}
