import { createHash } from 'node:crypto';
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { CONTROL_SCRIPT_ATTRIBUTE, controlAttributes, controlScriptNames, type ControlScriptName } from '@/lib/browser/control-scripts';
import { notFoundScriptAttributes } from '@/lib/browser/not-found';
import { STARTUP_SCRIPTS_ATTRIBUTE } from '@/lib/browser/startup-loader';
import { attribute, elements, headStyles, textOf, type Element } from './html-tree';
import { pagePolicy, type InlineHashes } from './security-headers';

/**
 * What scripts/finalize-export.mts does to each page Next exported, as pure functions over the parsed
 * document (parse5, the HTML standard's parser): no regular expression reads the markup. Each step
 * throws, naming the page, when the page lacks what it expects, so a change in Next's output stops the
 * build instead of shipping a page without its policy.
 */

/** The V8 compile hint (https://v8.dev/blog/explicit-compile-hints) put on the scripts pages load at start. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Structured data's script type: data for crawlers, which no browser runs (so no policy hash). */
const JSON_LD_TYPE = 'application/ld+json';

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of a document's inline code: scripts that run (external ones are covered by 'self', JSON-LD
 * is data) and style elements.
 */
export function inlineHashes(document: DefaultTreeAdapterMap['document']): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const element of elements(document)) {
    const body = textOf(element);
    if (body === '') continue;
    if (element.tagName === 'script' && attribute(element, 'src') === undefined && attribute(element, 'type') !== JSON_LD_TYPE) {
      scripts.add(sha256(body));
    } else if (element.tagName === 'style') {
      styles.add(sha256(body));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function createElement(tagName: string, attrs: Record<string, string>, text?: string): Element {
  const element = defaultTreeAdapter.createElement(
    tagName,
    'http://www.w3.org/1999/xhtml' as DefaultTreeAdapterMap['element']['namespaceURI'],
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) defaultTreeAdapter.insertText(element, text);
  return element;
}

/**
 * What a client-side navigation to this page brings into the page on screen (see finalizePage), and the
 * root layout it is under. Next loads the whole page when a navigation crosses two root layouts (each
 * language has its own, the 404 page too), under the next page's own policy: a page's policy allows only
 * what the pages of its root bring. That is the CSS files they inline (navigation inserts them file by
 * file, by their addresses), and the style elements they render themselves (the owner's colours), by
 * their hashes. Not Next's inlined CSS, the page's CSS files end to end in one element no navigation
 * inserts.
 */
export function navigationResources(html: string, cssTexts: readonly string[]): { root: string; cssFiles: string[]; styles: string[] } {
  const all = [...elements(parse(html))];
  const head = all.find((element) => element.tagName === 'head');
  const texts = all.filter((element) => element.tagName === 'style').map(textOf);
  return {
    root: rootLayout(all),
    cssFiles: head ? [...inlinedCssFiles(head)] : [],
    styles: [...new Set(texts.filter((text) => text !== '' && !madeOf(text, cssTexts)).map(sha256))],
  };
}

/**
 * For each page (by its file, `pages`), what its policy must allow of what a client-side navigation
 * brings (navigationResources): each CSS file the pages of its root layout inline, by its address and
 * the hash of its text (`cssFiles`, every file of the export), and the style elements they render.
 * Throws when a page inlines a file the export does not have.
 */
export function navigationByPage(
  pages: ReadonlyMap<string, string>,
  cssFiles: ReadonlyMap<string, string>,
  cssTexts: readonly string[],
): Map<string, { cssFiles: Map<string, string>; renderedStyles: string[] }> {
  const resources = new Map([...pages].map(([page, html]) => [page, navigationResources(html, cssTexts)]));
  const byRoot = new Map<string, { cssFiles: Map<string, string>; renderedStyles: string[] }>();
  for (const [page, { root, cssFiles: inlined, styles }] of resources) {
    if (!byRoot.has(root)) byRoot.set(root, { cssFiles: new Map(), renderedStyles: [] });
    const brought = byRoot.get(root)!;
    for (const address of inlined) {
      const hash = cssFiles.get(address);
      if (!hash) throw new Error(`${page} : ${address} n'est pas parmi les fichiers CSS de l'export.`);
      brought.cssFiles.set(address, hash);
    }
    brought.renderedStyles = [...new Set([...brought.renderedStyles, ...styles])];
  }
  return new Map([...resources].map(([page, { root }]) => [page, byRoot.get(root)!]));
}

/** A page's address, without base path, from its file under the export: "projets/portfolio.html" → "/projets/portfolio", "index.html" → "/". */
function pageAddress(file: string): string {
  const page = file.split('\\').join('/').replace(/\.html$/, '');
  return page === 'index' ? '/' : `/${page}`;
}

/**
 * Each page's structured data, by its file under the export ("projets/portfolio.html", `pages`: file →
 * HTML), from `byAddress` (every page of the site by its address without base path,
 * lib/site/structured-data.ts): every page has some but the 404 page. Throws when a page has none, and
 * when a page of the site is not in the export, so that no page loses it silently.
 */
export function structuredDataByPage(pages: ReadonlyMap<string, string>, byAddress: ReadonlyMap<string, string>): Map<string, string | undefined> {
  const byPage = new Map<string, string | undefined>();
  for (const [file, html] of pages) {
    const address = pageAddress(file);
    const data = byAddress.get(address);
    if (data === undefined && rootLayout([...elements(parse(html))]) !== NOT_FOUND_ROOT) {
      throw new Error(`${file} : aucune donnée structurée pour ${address} (lib/site/structured-data.ts, pageGraph).`);
    }
    byPage.set(file, data);
  }
  const addresses = new Set([...pages.keys()].map(pageAddress));
  const missing = [...byAddress.keys()].filter((address) => !addresses.has(address));
  if (missing.length > 0) throw new Error(`Pages du site absentes de l'export : ${missing.join(', ')}.`);
  return byPage;
}

const NOT_FOUND_ROOT = 'not-found';

/**
 * The root layout of a page: the 404 page's (app/global-not-found.tsx), known by its script's settings,
 * or its language's (<html lang>).
 */
function rootLayout(all: readonly Element[]): string {
  if (all.some((element) => attribute(element, notFoundScriptAttributes.basePath) !== undefined)) return NOT_FOUND_ROOT;
  const html = all.find((element) => element.tagName === 'html');
  return (html && attribute(html, 'lang')) ?? '';
}

/** Whether `text` is some of `parts`, end to end. */
function madeOf(text: string, parts: readonly string[]): boolean {
  return text === '' || parts.some((part) => part !== '' && text.startsWith(part) && madeOf(text.slice(part.length), parts));
}

/** An address under the export's Next folder, without the base path ("/_next/static/chunks/a.css"), or undefined. */
export function staticPath(address: string): string | undefined {
  const start = address.indexOf('/_next/static/');
  return start < 0 ? undefined : address.slice(start);
}

/**
 * The CSS files a page inlines, by their address under /_next/static/: Next writes them end to end in a
 * style element of <head> whose data-href lists them (React's resource markup).
 */
function inlinedCssFiles(head: Element): Set<string> {
  const hrefs = headStyles(head).flatMap((style) => style.hrefs);
  return new Set(hrefs.map(staticPath).filter((file) => file !== undefined));
}

type FinalizeOptions = {
  /** Each CSS file the pages of this page's root layout inline, by its address under /_next/static/, and the hash of its text (navigationResources). */
  cssFiles: ReadonlyMap<string, string>;
  /** The hashes of the style elements the pages of its root layout render themselves (navigationResources). */
  renderedStyles: string[];
  /** The page's file, for error messages. */
  page: string;
  /** The loader's code (lib/browser/page-scripts/startup-loader.ts, bundled): it reads the scripts to request from its element. */
  loader: string;
  /** The site's stylesheet (app/globals.css, compiled by lib/build/site-css.ts). */
  siteCss: string;
  /** The site script (lib/browser/page-scripts/site.ts, bundled). */
  siteScript: string;
  /** The navigation script's file (lib/browser/page-scripts/navigation.ts, under the base path) and its settings, as attributes. */
  navigationScript: ScriptFile;
  /** Each control's script (lib/browser/control-scripts.ts), bundled: the page carries those its elements need. */
  controlCode: Record<ControlScriptName, string>;
  /** The audience script (lib/browser/page-scripts/audience.ts) and its settings, only when the owner measures the audience. */
  audienceScript?: InlineScript;
  /** The page's structured data, serialised JSON-LD (structuredDataByPage); none on the 404 page. */
  structuredData?: string;
};

/** A script written inline by the post-build step: its bundled code, and its element's attributes (its settings). */
export type InlineScript = { code: string; attributes: Record<string, string> };
/** A script the loader requests after the first paint: its address, and its settings, as attributes of the loader's element. */
export type ScriptFile = { src: string; attributes: Record<string, string> };

/**
 * Finalises one exported page: Next's startup scripts (async in <head>, and their low-priority
 * preloads) are requested after the first paint by the inline loader at the end of <body>, with the
 * navigation script, whose settings its element gives (nothing before the first paint needs it); the page's
 * Content-Security-Policy goes first in <head>, right after the charset, so it applies to all that
 * follows, and the site's stylesheet and the site script right after it, before the components' CSS.
 * Both are written here, outside React's tree, rather than by the root layout: what the layout renders,
 * Next writes a second time into the page's flight data, and React 19 leaves a <head> element it did not
 * render alone when it hydrates. After them come the scripts the page's controls need (a list's filter,
 * a carousel's buttons), found by their elements' attributes, and the audience script when there is one.
 * Last in <body>, the page's structured data, outside React's tree for the same reason as the site
 * script. The policy allows the page's own inline scripts and styles, and every script and style a
 * client-side navigation can bring into this page, whose policy stays in force. Returns the page and the
 * startup scripts' addresses.
 */
export function finalizePage(
  html: string,
  { cssFiles, renderedStyles, page, loader, siteCss, siteScript, navigationScript, controlCode, audienceScript, structuredData }: FinalizeOptions,
): { html: string; startupScripts: string[] } {
  const document = parse(html);
  const all = [...elements(document)];
  const head = all.find((element) => element.tagName === 'head');
  const body = all.find((element) => element.tagName === 'body');
  const charset = all.find((element) => element.tagName === 'meta' && attribute(element, 'charset') !== undefined);
  if (!head || !body || !charset || charset.parentNode !== head) {
    throw new Error(`${page} : pas de <meta charset> dans <head>, où placer la politique de sécurité.`);
  }

  const startupScripts = all.filter(
    (element) => element.tagName === 'script' && attribute(element, 'src') !== undefined && attribute(element, 'async') !== undefined,
  );
  if (startupScripts.length === 0) throw new Error(`${page} : aucun script de démarrage de Next (script async) trouvé.`);
  const preloads = all.filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'script',
  );
  const sources = startupScripts.map((element) => attribute(element, 'src')!);
  for (const element of [...startupScripts, ...preloads]) defaultTreeAdapter.detachNode(element);
  // The loader requests the navigation script with Next's, and its element gives that script's settings.
  const requested = JSON.stringify([...sources, navigationScript.src]);
  defaultTreeAdapter.appendChild(body, createElement('script', { [STARTUP_SCRIPTS_ATTRIBUTE]: requested, ...navigationScript.attributes }, loader));
  // Last, the structured data: crawlers read it anywhere in the page, and nothing before it waits for it.
  if (structuredData !== undefined) defaultTreeAdapter.appendChild(body, createElement('script', { type: JSON_LD_TYPE }, structuredData));
  const siteStyle = createElement('style', {}, siteCss);
  const rendered = new Set(all.flatMap((element) => element.attrs.map((attr) => attr.name)));
  const controls = controlScriptNames.filter((name) => rendered.has(controlAttributes[name]));
  const headElements = [
    siteStyle,
    createElement('script', {}, siteScript),
    ...controls.map((name) => createElement('script', { [CONTROL_SCRIPT_ATTRIBUTE]: name }, controlCode[name])),
    ...(audienceScript ? [createElement('script', audienceScript.attributes, audienceScript.code)] : []),
  ];
  const afterCharset = head.childNodes[head.childNodes.indexOf(charset) + 1];
  for (const element of headElements) {
    if (afterCharset) defaultTreeAdapter.insertBefore(head, element, afterCharset);
    else defaultTreeAdapter.appendChild(head, element);
  }

  // A navigation inserts each CSS file the next page needs as a style element of its own, unless the
  // document has it: React finds a file by its address in a style's data-href list (`style[data-href~=…]`),
  // so the files the page inlined never come again and need no hash of their own.
  const inlined = inlinedCssFiles(head);
  const navigationStyles = [...cssFiles].filter(([file]) => !inlined.has(file)).map(([, hash]) => hash);
  const own = inlineHashes(document);
  // Every control's code, which the navigation script inserts inline when a navigation brings its control.
  const controlHashes = controlScriptNames.map((name) => sha256(controlCode[name]));
  const hashes = {
    scripts: [...new Set([...own.scripts, ...controlHashes])],
    styles: [...new Set([...own.styles, ...navigationStyles, ...renderedStyles])],
  };
  const meta = createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: pagePolicy(hashes) });
  defaultTreeAdapter.insertBefore(head, meta, siteStyle);

  return { html: serialize(document), startupScripts: sources };
}

/** A startup script with the compile hint, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}
