/** @jest-environment node */
import { parse } from 'parse5';
import { CONTROL_SCRIPT_ATTRIBUTE, controlAttributes } from '@/lib/browser/control-scripts';
import { notFoundScriptAttributes } from '@/lib/browser/not-found';
import { STARTUP_SCRIPTS_ATTRIBUTE } from '@/lib/browser/startup-loader';
import { COMPILE_HINT, finalizePage, inlineHashes, navigationByPage, navigationResources, sha256, structuredDataByPage, withCompileHint } from './finalize-html';
import { pagePolicy, type InlineHashes } from './security-headers';

/** The shape of a page as Next exports it: charset first, async startup scripts and their preloads in <head>. */
const page = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<style data-precedence="next" data-href="/portfolio/_next/static/chunks/a.css /portfolio/_next/static/chunks/d.css">.a{color:red}.d{}</style>
<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script>
<title>Démo</title></head><body><main><h1>Démo</h1></main>
<script>self.__next_f.push([1,"x"])</script><template><style>.b{}</style></template></body></html>`;

/** Stands for the bundled loader (lib/browser/page-scripts/startup-loader.ts). */
const LOADER = 'load()';
/** Stands for the site's compiled stylesheet (lib/build/site-css.ts). */
const SITE_CSS = ':root{--space-1:.25rem}';
/** Stands for the bundled site script (lib/browser/page-scripts/site.ts). */
const SITE_SCRIPT = 'site()';
/** Stands for the navigation script's file (lib/browser/page-scripts/navigation.ts) and its settings. */
const NAVIGATION_SCRIPT = { src: '/portfolio/_scripts/abc/navigation.js', attributes: { 'data-service-worker': '/sw.js' } };
/** Stand for the bundled controls' scripts (lib/browser/control-scripts.ts). */
const CONTROL_CODE = { filter: 'filter()', carousel: 'carousel()' };
/** The export's CSS files: the page inlines two of them (its style's data-href), a navigation may bring the third. */
const CSS_FILES = new Map(
  Object.entries({ 'chunks/a.css': '.a{color:red}', 'chunks/d.css': '.d{}', 'chunks/c.css': '.c{}' }).map(([file, text]) => [`/_next/static/${file}`, sha256(text)]),
);
/** Stands for the page's structured data (lib/site/structured-data.ts). */
const STRUCTURED_DATA = '{"@type":"Person"}';

/** A finalised page's <meta> policy, its quotes decoded. */
const metaPolicyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)![1].replace(/&#39;|&apos;/g, "'");

/** The hashes a finalised page's <meta> policy allows, scripts and styles. */
function policyOf(html: string): InlineHashes {
  const hashes = (name: string) =>
    metaPolicyOf(html)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([directive]) => directive === name)!
      .filter((source) => source.startsWith("'sha256-"));
  return { scripts: hashes('script-src'), styles: hashes('style-src') };
}

const options = (page: string) => ({ cssFiles: CSS_FILES, renderedStyles: [], page, loader: LOADER, siteCss: SITE_CSS, siteScript: SITE_SCRIPT, navigationScript: NAVIGATION_SCRIPT, controlCode: CONTROL_CODE });

describe('a finalised page', () => {
  const otherPage = sha256('.other-page{}');
  const { html, startupScripts } = finalizePage(page, { ...options('demo.html'), renderedStyles: [otherPage], structuredData: STRUCTURED_DATA });
  const document = parse(html);
  const meta = () => [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];

  it('requests Next’s startup scripts and the navigation script after the first paint, from one loader at the end of <body>, before the structured data', () => {
    expect(startupScripts).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(html).not.toContain('async=""');
    expect(html).not.toMatch(/<script [^>]*src=/);
    expect(html).not.toContain('rel="preload"');
    // The loader after Next's scripts, with the scripts to request in its attribute, and the navigation script's settings.
    const loader = html.slice(html.indexOf(`<script ${STARTUP_SCRIPTS_ATTRIBUTE}`));
    expect(loader).toBe(
      `<script ${STARTUP_SCRIPTS_ATTRIBUTE}="[&quot;/_next/static/chunks/main.js&quot;,&quot;/_next/static/chunks/page.js&quot;,` +
        `&quot;/portfolio/_scripts/abc/navigation.js&quot;]" data-service-worker="/sw.js">${LOADER}</script>` +
        `<script type="application/ld+json">${STRUCTURED_DATA}</script></body></html>`,
    );
  });

  it('writes the site’s stylesheet and runs the site script first, right after its policy and before the components’ CSS, once', () => {
    const policyEnd = html.indexOf('>', html.indexOf('<meta http-equiv="Content-Security-Policy"')) + 1;
    expect(html.slice(policyEnd).startsWith(`<style>${SITE_CSS}</style><script>site()</script><meta name="viewport"`)).toBe(true);
    expect(html.split('site()')).toHaveLength(2);
    expect(html.split(SITE_CSS)).toHaveLength(2);
  });

  it('carries its policy right after the charset: its own inline scripts and styles, the ones navigation brings', () => {
    expect(meta()).toHaveLength(1);
    expect(html.indexOf('<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    const policy = metaPolicyOf(html);
    const { scripts, styles } = inlineHashes(document);
    // Its own inline scripts, and every control's, which the navigation script inserts when a navigation brings one.
    const controls = [sha256('filter()'), sha256('carousel()')];
    expect(policy).toContain(`script-src 'self' ${[...scripts, ...controls].join(' ')}`);
    // Its own style elements, the CSS file it does not inline, the style another page renders.
    expect(policy).toContain(`style-src 'self' ${[...styles, sha256('.c{}'), otherPage].join(' ')}`);
    expect(policy).not.toContain(sha256('.a{color:red}'));
    expect(policy).not.toContain(sha256('.d{}'));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('frame-ancestors');
    // The site script, Next's bootstrap, the loader, the three style elements (one inside a template); never the JSON-LD.
    expect(scripts).toContain(sha256('site()'));
    expect(scripts).toContain(sha256('self.__next_f.push([1,"x"])'));
    expect(scripts).not.toContain(sha256(STRUCTURED_DATA));
    expect(scripts).toHaveLength(3);
    expect(styles).toEqual([sha256(SITE_CSS), sha256('.a{color:red}.d{}'), sha256('.b{}')]);
    // Nothing else: the site's policy with those hashes.
    expect(policy).toBe(pagePolicy({ scripts: [...scripts, ...controls], styles: [...styles, sha256('.c{}'), otherPage] }));
  });

  it('gives the pages of its root layout what a navigation to it brings: its CSS files, the styles it renders, not its inlined element', () => {
    const css = ['.a{color:red}', '.d{}'];
    expect(navigationResources(page.replace('.d{}</style>', '.d{}</style><style>.colours{}</style>'), css)).toEqual({
      root: 'fr',
      cssFiles: ['/_next/static/chunks/a.css', '/_next/static/chunks/d.css'],
      styles: [sha256('.colours{}'), sha256('.b{}')],
    });
    // A style that only starts like a file is the page's own.
    expect(navigationResources(page, ['.a{']).styles).toEqual([sha256('.a{color:red}.d{}'), sha256('.b{}')]);
  });

  it('knows the root layout a navigation cannot leave: its language’s, or the 404 page’s, known by its script’s settings', () => {
    expect(navigationResources(page.replace('lang="fr"', 'lang="en"'), []).root).toBe('en');
    const notFound = page.replace('<main>', `<main><script ${notFoundScriptAttributes.basePath}="">notFound()</script>`);
    expect(navigationResources(notFound, []).root).toBe('not-found');
  });

  it('carries no control’s script when it renders no control', () => {
    expect(html).not.toContain(CONTROL_SCRIPT_ATTRIBUTE);
    expect(html).not.toContain('filter()');
  });

  it('writes no audience script unless it is given one', () => {
    expect(html).not.toContain('data-audience');
    expect(policyOf(html).scripts).toHaveLength(5);
  });

  it('writes its structured data once, and none when it is given none', () => {
    expect(html.split(STRUCTURED_DATA)).toHaveLength(2);
    expect(finalizePage(page, options('404.html')).html).not.toContain('application/ld+json');
  });

  it('keeps the rest of the page as it was', () => {
    expect(html).toContain('<title>Démo</title>');
    expect(html).toContain('<main><h1>Démo</h1></main>');
  });
});

describe('each page’s structured data', () => {
  const pageOf = (lang: string, { notFound = false } = {}) =>
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${notFound ? `<script ${notFoundScriptAttributes.basePath}="">notFound()</script>` : ''}</body></html>`;
  const byAddress = new Map([
    ['/', 'home'],
    ['/projets/portfolio', 'project'],
    ['/en', 'english home'],
  ]);
  const pages = new Map([
    ['index.html', pageOf('fr')],
    ['projets/portfolio.html', pageOf('fr')],
    ['en.html', pageOf('en')],
    ['404.html', pageOf('fr', { notFound: true })],
    ['_not-found.html', pageOf('fr', { notFound: true })],
  ]);

  it('goes to the page at its address; the 404 page has none', () => {
    expect(structuredDataByPage(pages, byAddress)).toEqual(
      new Map([
        ['index.html', 'home'],
        ['projets/portfolio.html', 'project'],
        ['en.html', 'english home'],
        ['404.html', undefined],
        ['_not-found.html', undefined],
      ]),
    );
  });

  it('stops the build when a page has none, or when a page of the site is not in the export', () => {
    expect(() => structuredDataByPage(new Map([...pages, ['cv.html', pageOf('fr')]]), byAddress)).toThrow(/cv\.html : aucune donnée structurée pour \/cv/);
    expect(() => structuredDataByPage(new Map([...pages].filter(([file]) => file !== 'en.html')), byAddress)).toThrow(/absentes de l'export : \/en\./);
  });
});

describe('what each page’s policy allows of what a navigation brings', () => {
  /** A page of `lang` whose <head> inlines `files`, its own script's settings making it the 404 page. */
  const pageOf = (lang: string, files: string[], { notFound = false, rendered = '' } = {}) =>
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style data-precedence="next" data-href="${files.map((file) => `/_next/static/chunks/${file}`).join(' ')}">` +
    `${files.map((file) => `.${file[0]}{}`).join('')}</style>${rendered}</head><body>` +
    `${notFound ? `<script ${notFoundScriptAttributes.basePath}="">notFound()</script>` : ''}</body></html>`;
  const css = ['a', 'b', 'e', 'n'].map((name) => [`/_next/static/chunks/${name}.css`, `.${name}{}`] as const);
  const cssFiles = new Map(css.map(([file, text]) => [file, sha256(text)]));
  const texts = css.map(([, text]) => text);
  const pages = new Map([
    ['index.html', pageOf('fr', ['a.css'])],
    ['projets.html', pageOf('fr', ['a.css', 'b.css'], { rendered: '<style>.colours{}</style>' })],
    ['en.html', pageOf('en', ['e.css'])],
    ['404.html', pageOf('fr', ['n.css'], { notFound: true })],
  ]);
  const brought = navigationByPage(pages, cssFiles, texts);

  it('allows the CSS files and the styles of the pages of its own root layout, not of another language’s or the 404’s', () => {
    const french = { cssFiles: new Map([css[0], css[1]].map(([file, text]) => [file, sha256(text)])), renderedStyles: [sha256('.colours{}')] };
    expect(brought.get('index.html')).toEqual(french);
    expect(brought.get('projets.html')).toEqual(french);
    expect(brought.get('en.html')).toEqual({ cssFiles: new Map([[css[2][0], sha256('.e{}')]]), renderedStyles: [] });
    expect(brought.get('404.html')).toEqual({ cssFiles: new Map([[css[3][0], sha256('.n{}')]]), renderedStyles: [] });
  });

  it('stops the build when a page inlines a file the export does not have', () => {
    expect(() => navigationByPage(new Map([['x.html', pageOf('fr', ['z.css'])]]), cssFiles, texts)).toThrow(/x\.html : \/_next\/static\/chunks\/z\.css/);
  });
});

describe('a finalised page that renders a control', () => {
  const withCarousel = page.replace(
    '<main><h1>Démo</h1></main>',
    `<main><h1>Démo</h1><section><button ${controlAttributes.carousel}="1">›</button></section></main>`,
  );
  const { html } = finalizePage(withCarousel, options('demo.html'));

  it('runs that control’s script right after the site script, once, and no other control’s', () => {
    expect(html).toContain(`site()</script><script ${CONTROL_SCRIPT_ATTRIBUTE}="carousel">carousel()</script><meta name="viewport"`);
    expect(html.split('carousel()')).toHaveLength(2);
    expect(html).not.toContain('filter()');
    expect(policyOf(html).scripts).toContain(sha256('carousel()'));
  });
});

describe('a page the step does not recognise', () => {
  it('stops the build when there is no charset to place the policy after', () => {
    expect(() => finalizePage('<html><head></head><body><script src="/a.js" async></script></body></html>', options('x.html'))).toThrow(
      /x\.html : pas de <meta charset>/,
    );
  });

  it('stops the build when Next’s startup scripts are missing', () => {
    expect(() => finalizePage('<html><head><meta charset="utf-8"></head><body></body></html>', options('y.html'))).toThrow(
      /y\.html : aucun script de démarrage/,
    );
  });
});

describe('the compile hint', () => {
  it('goes once at the top of a startup script', () => {
    expect(withCompileHint('a()')).toBe(`${COMPILE_HINT}a()`);
    expect(withCompileHint(withCompileHint('a()'))).toBe(`${COMPILE_HINT}a()`);
  });
});

describe('a finalised page of a site that measures its audience', () => {
  const audienceScript = { code: 'audience()', attributes: { 'data-audience': '{"provider":"plausible"}' } };
  const withFilter = page.replace('<main>', `<main><div ${controlAttributes.filter}="">…</div>`);
  const { html } = finalizePage(withFilter, { ...options('demo.html'), audienceScript });

  it('runs the audience script after the site script and the controls’, once, its settings on its element', () => {
    expect(html).toContain(
      `<script>site()</script><script ${CONTROL_SCRIPT_ATTRIBUTE}="filter">filter()</script>` +
        '<script data-audience="{&quot;provider&quot;:&quot;plausible&quot;}">audience()</script><meta name="viewport"',
    );
    expect(html.split('audience()')).toHaveLength(2);
  });

  it('allows it by its hash, as the page’s other inline scripts', () => {
    expect(policyOf(html).scripts).toContain(sha256('audience()'));
  });
});
