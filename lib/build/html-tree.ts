import type { DefaultTreeAdapterMap } from 'parse5';

/**
 * Reading a document parse5 parsed (the HTML standard's parser), for the post-build step and for the
 * tests that read pages as a crawler receives them: no regular expression reads the markup.
 */

export type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
export type Element = DefaultTreeAdapterMap['element'];

/** Every element under `node`, in document order. */
export function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  // <template> keeps its children in a fragment of its own.
  if ('content' in node && node.content) yield* elements(node.content);
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The element's own text (its text children, not its descendants'). */
export const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

/** The attribute of React's style resources that lists the addresses of the CSS files they hold, end to end. */
export const STYLE_HREFS_ATTRIBUTE = 'data-href';

/**
 * The style elements of <head> under `node` (a document, or its <head>), each with the addresses its
 * data-href lists (none for a style React did not render as a resource) and its text.
 */
export function headStyles(node: Node): { hrefs: string[]; text: string }[] {
  return [...elements(node)]
    .filter((element) => element.tagName === 'style' && element.parentNode?.nodeName === 'head')
    .map((style) => ({ hrefs: (attribute(style, STYLE_HREFS_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean), text: textOf(style) }));
}
