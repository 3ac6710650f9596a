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

/**
 * Calls `bind` now and whenever elements arrive, parsed or brought by a client-side navigation, for the
 * page's whole life: mutation observers are called before the next paint, so a control works as soon as
 * the parser is past its end (isParsed), or the document is parsed.
 */
export function bindAsParsed(bind: () => void): void {
  bind();
  new MutationObserver(bind).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bind);
}
