import { getDocumentProxy } from 'unpdf';

/**
 * A PDF as assistive technology reads it, through pdf.js: whether it is marked, its language, its XMP title and
 * description, its structure tree with the text of each element, and its links' descriptions. For the CV's tests (lib/build/cv-pdf.test.ts through
 * tagged-pdf-cli.mts, e2e/cv.spec.ts directly).
 */

/** An element of the structure tree: its role, its ActualText or Alt, its text, and how many annotations it holds. */
export type StructNode = { role: string; alt?: string; text: string; annotations: number; children: StructNode[] };

export type TaggedPdf = {
  /** The catalog's MarkInfo /Marked. */
  marked: boolean;
  /** The catalog's /Lang. */
  language: string | null;
  /** dc:title of the XMP metadata, null without it or when the XML cannot be read. */
  title: string | null;
  /** dc:description of the XMP metadata (the document's subject), null as for the title. */
  description: string | null;
  /** Each page's structure tree, from its root, or null when the page has none. */
  pages: (StructNode | null)[];
  /** Text drawn outside any marked content: neither in the tree nor an artifact, so read in no known order. */
  unmarked: string;
  /** Every link annotation, page after page: its address and its description (/Contents), "" without one. */
  links: PdfLink[];
};

export type PdfLink = { url: string; contents: string };

type Annotation = { subtype?: string; url?: string; contentsObj?: { str?: string } };

type TreeNode = { role?: string; alt?: string; type?: string; id?: string; children?: TreeNode[] };
type TextItem = { type?: string; id?: string; str?: string; hasEOL?: boolean };

/**
 * The text of each marked-content sequence of a page, by the id the structure tree gives it, and the text
 * outside any (an artifact's has no id and is left out).
 */
function markedTexts(items: TextItem[]): { texts: Map<string, string>; unmarked: string } {
  const texts = new Map<string, string>();
  let unmarked = '';
  const open: (string | undefined)[] = [];
  for (const item of items) {
    if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') open.push(item.id);
    else if (item.type === 'endMarkedContent') open.pop();
    else {
      const text = (item.str ?? '') + (item.hasEOL ? ' ' : '');
      const id = open.at(-1);
      if (open.length === 0) unmarked += text;
      else if (id !== undefined) texts.set(id, (texts.get(id) ?? '') + text);
    }
  }
  return { texts, unmarked };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function toStructNode(node: TreeNode, texts: Map<string, string>): StructNode {
  const kids = node.children ?? [];
  const children: StructNode[] = [];
  // Its text runs through its content and its children in order; a child element is a word apart.
  let text = '';
  for (const kid of kids) {
    if (kid.role !== undefined) {
      const child = toStructNode(kid, texts);
      children.push(child);
      text += ` ${child.text} `;
    } else if (kid.type === 'content') {
      text += texts.get(kid.id!) ?? '';
    }
  }
  return {
    role: node.role!,
    ...(node.alt !== undefined ? { alt: node.alt } : {}),
    text: collapse(text),
    annotations: kids.filter((kid) => kid.type === 'annotation' || kid.type === 'object').length,
    children,
  };
}

export async function readTaggedPdf(data: Uint8Array): Promise<TaggedPdf> {
  const pdf = await getDocumentProxy(data);
  const markInfo = await pdf.getMarkInfo();
  const { info, metadata } = await pdf.getMetadata();
  const pages: (StructNode | null)[] = [];
  let unmarked = '';
  const links: PdfLink[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    for (const annotation of (await page.getAnnotations()) as Annotation[]) {
      if (annotation.subtype === 'Link') links.push({ url: annotation.url ?? '', contents: annotation.contentsObj?.str ?? '' });
    }
    const tree = (await page.getStructTree()) as TreeNode | null;
    const content = markedTexts((await page.getTextContent({ includeMarkedContent: true })).items as TextItem[]);
    pages.push(tree ? toStructNode(tree, content.texts) : null);
    unmarked += content.unmarked;
  }
  return {
    marked: markInfo?.Marked === true,
    language: (info as { Language?: string | null }).Language ?? null,
    title: metadata?.get('dc:title') ?? null,
    description: metadata?.get('dc:description') ?? null,
    pages,
    unmarked: collapse(unmarked),
    links,
  };
}

/** Every element of a tree, depth first, in reading order. */
export function elements(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(elements)];
}
