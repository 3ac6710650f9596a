// The last step of `npm run build` (scripts/build.mts) but one, on each page of the static export (out/)
// (the logic is lib/build/finalize-html.ts, which parses each page and is unit-tested):
//  1. Paint first, then hydrate: Next announces its async scripts (and low-priority preloads) in <head>,
//     where they compete with the page's own images and often run before its first paint. An inline
//     loader at the end of <body> (lib/browser/page-scripts/startup-loader.ts) requests them once the first frame is drawn: the page's images come
//     first, and hydration starts one frame later (figures in docs/performance.md).
//  2. Compile in the background: V8 compiles a script's functions lazily, on the main thread, the first
//     time each is called, and hydration calls most of Next's runtime at once. The explicit compile hint
//     on the scripts every page loads at start lets Chrome compile them while they stream in, off the
//     main thread. Chunks imported later (the EmailJS client) keep lazy compilation.
//  3. The site's stylesheet (app/globals.css, compiled by lib/build/site-css.ts) and the site script
//     (lib/browser/page-scripts/site.ts, the theme) first in <head>, after the policy: written here
//     rather than by the root layout, whose every element Next writes once more into the flight data.
//     After them, the scripts the page's controls need (lib/browser/control-scripts.ts); each is also
//     written to out/_scripts/, for the pages a client-side navigation brings its control into.
//     Then, only when the owner measures the audience (content/site.ts `audience`), the audience script
//     (lib/browser/page-scripts/audience.ts), its settings on its own element. The navigation script
//     (lib/browser/page-scripts/navigation.ts), a file in out/_scripts/ too, which runs the controls a
//     navigation brings and registers the service worker, is requested by the loader of step 1, with
//     Next's scripts: nothing before the first paint needs it.
//  4. Content-Security-Policy: a <meta http-equiv> with the hashes of that page's own inline scripts and
//     styles and of every script and style a client-side navigation can bring (each control's code,
//     each CSS file the pages of its root layout inline and it does not, the styles those pages render),
//     so no other inline code can run
//     (lib/build/security-headers.ts). The hosts add the site-wide policy as a header (frame-ancestors):
//     out/_headers for Netlify, Cloudflare Pages and the local server, see lib/build/host-configs.ts.
//  5. Structured data: each page's JSON-LD (lib/site/structured-data.ts) last in <body>, outside React's
//     tree, so that the page's flight data does not carry it a second time.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextEnv from '@next/env';
import { finalizePage, navigationByPage, sha256, staticPath, structuredDataByPage, withCompileHint, type ScriptFile } from '@/lib/build/finalize-html';
import { headerRules, headersFile, staleHostFilesWarning } from '@/lib/build/host-configs';
import { scriptFileNames, scriptFilePath, scriptFolder, type PageScripts } from '@/lib/build/page-scripts';
import { walk } from '@/lib/build/files';
import { contentDir, exportDir, generatedDir, root } from '@/lib/build/paths';
import { readSiteCss } from '@/lib/build/site-css';
import { SERVICE_WORKER_ATTRIBUTE, SERVICE_WORKER_PATH } from '@/lib/browser/service-worker/register';
import { AUDIENCE_ATTRIBUTE } from '@/lib/browser/audience/settings';
import { audience, audienceConfig } from '@/lib/site/audience';

// BASE_PATH may live in .env.local, as for `next build`: the headers' addresses carry it.
nextEnv.loadEnvConfig(root);
const { env } = await import('@/lib/site/env');
const { withBasePath } = await import('@/lib/site/base-path');
const { serviceWorkerOn } = await import('@/lib/site/service-worker');
const { structuredDataByAddress } = await import('@/lib/site/structured-data');
const { siteLocales } = await import('@/lib/site/languages');

const out = path.join(root, exportDir);
const pageScripts = JSON.parse(await readFile(path.join(generatedDir, 'page-scripts.json'), 'utf8')) as PageScripts;
const { 'startup-loader': loader, site: siteScript, audience: audienceCode } = pageScripts;
const siteCss = readSiteCss();

// Each control's script is also a file, for the pages a client-side navigation brings the control into,
// and so is the navigation script, which finds them beside its own: one folder named by a hash of their
// code, so a host may cache them for good (lib/build/host-configs.ts).
await mkdir(path.join(out, scriptFolder(pageScripts)), { recursive: true });
for (const name of scriptFileNames) await writeFile(path.join(out, scriptFilePath(pageScripts, name)), pageScripts[name]);
// The loader's element gives the navigation script the address of the service worker it registers, when
// the owner keeps one.
const navigationScript: ScriptFile = {
  src: withBasePath(scriptFilePath(pageScripts, 'navigation')),
  attributes: serviceWorkerOn ? { [SERVICE_WORKER_ATTRIBUTE]: withBasePath(SERVICE_WORKER_PATH) } : {},
};
// No audience script at all unless the owner names a service: then the export is byte for byte the same.
const audienceScript = audience ? { code: audienceCode, attributes: { [AUDIENCE_ATTRIBUTE]: JSON.stringify(audienceConfig(audience)) } } : undefined;

async function* filesEndingWith(dir: string, extension: string): AsyncGenerator<string> {
  for await (const file of walk(dir)) if (file.endsWith(extension)) yield file;
}

// Each page by its file under the export ("projets/portfolio.html"), the name every step gives it.
const pages = new Map<string, string>();
for await (const file of filesEndingWith(out, '.html')) pages.set(path.relative(out, file), await readFile(file, 'utf8'));
if (pages.size === 0) throw new Error(`${exportDir}/ ne contient aucune page : \`next build\` a-t-il échoué ?`);

// Client-side navigation brings the next page's styles into the one on screen, whose policy stays in
// force: each policy allows the text of each CSS file the pages of its root layout inline and it does
// not, which navigation inserts as a style element of its own (Next's inlineCss), and the style elements
// those pages render themselves (lib/build/finalize-html.ts, navigationByPage). A navigation to
// another root layout (the other language, the 404 page) loads the whole page, under its own policy.
const cssFiles = new Map<string, string>();
const cssTexts: string[] = [];
for await (const file of filesEndingWith(path.join(out, '_next', 'static'), '.css')) {
  const text = await readFile(file, 'utf8');
  cssTexts.push(text);
  cssFiles.set(staticPath(`/${path.relative(out, file).split(path.sep).join('/')}`)!, sha256(text));
}
if (cssTexts.length === 0) throw new Error(`${exportDir}/_next/static ne contient aucun fichier CSS : la navigation ne pourrait pas en autoriser.`);
const brought = navigationByPage(pages, cssFiles, cssTexts);

// Each page's structured data, written at its end rather than rendered by its route, which Next would
// copy into the page's flight data (lib/site/structured-data.ts).
const structuredData = structuredDataByPage(pages, structuredDataByAddress(siteLocales));

// Every script a page requests at start, across pages: the ones that get the compile hint.
const startupScripts = new Set<string>();
for (const [file, html] of pages) {
  const finalized = finalizePage(html, {
    ...brought.get(file)!,
    page: file,
    loader,
    siteCss,
    siteScript,
    navigationScript,
    controlCode: pageScripts,
    audienceScript,
    structuredData: structuredData.get(file),
  });
  finalized.startupScripts.forEach((source) => startupScripts.add(source));
  await writeFile(path.join(out, file), finalized.html);
}

await writeFile(path.join(out, '_headers'), headersFile(headerRules(env.basePath)));
// The committed host files (vercel.json, deploy/nginx.conf) belong to the repository's own content/.
if (contentDir === path.join(root, 'content')) {
  const stale = staleHostFilesWarning((file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined));
  if (stale) console.warn(stale);
}

for (const source of startupScripts) {
  // The address carries the base path, the file in out/ does not.
  const address = staticPath(source);
  const file = address && path.join(out, address);
  if (!file || !(await stat(file).catch(() => undefined))?.isFile()) {
    throw new Error(`Script de démarrage introuvable dans ${exportDir}/ : ${source}`);
  }
  await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
}
console.log(
  `export : ${pages.size} pages avec leurs scripts après le premier affichage, leurs données structurées et leur politique de sécurité, ` +
    `${startupScripts.size} scripts de démarrage avec l’indication de compilation`,
);
