/**
 * Whether the HTML parser has gone past the end of `element`, so that all of it is in the document: a
 * node follows it (or one of its ancestors), or the document is parsed. A mutation observer may see an
 * element as soon as its start tag is parsed, with its content still to come.
 */
export function isParsed(element: Node): boolean {
  if (document.readyState !== 'loading') return true;
  for (let node: Node | null = element; node; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}
