import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { controlScriptNames, SCRIPT_FILES_PATH, scriptFileName } from '@/lib/browser/control-scripts';

/**
 * The scripts a page runs, each bundled from its TypeScript module in lib/browser/page-scripts/
 * (type-checked, linted and unit-tested like the rest): the site script of every page's <head>; the
 * controls' scripts (lib/browser/control-scripts.ts), inline on the pages that render their control and
 * files for those a client-side navigation brings it into; the 404 page's; the loader the post-build step
 * puts at the end of each page; the audience script it puts after the others when the owner measures
 * the audience (bundled always, written only then). Inline, they run before the first paint without a
 * request; the page's CSP allows each by its hash (lib/build/finalize-html.ts). The navigation script,
 * which nothing before the first paint needs, is a file every page requests; the site's service worker
 * is bundled the same way, into a file of its own.
 */
export const pageScriptNames = ['site', ...controlScriptNames, 'navigation', 'not-found', 'startup-loader', 'audience'] as const;
export type PageScripts = Record<(typeof pageScriptNames)[number], string>;

/** The scripts the export also serves as files (lib/browser/control-scripts.ts, SCRIPT_FILES_PATH). */
export const scriptFileNames = ['navigation', ...controlScriptNames] as const;

/**
 * Their folder, without the base path: named by a hash of their code, so that new code is a new address,
 * which a host may cache for good; the navigation script finds the controls' files beside its own.
 */
export function scriptFolder(scripts: PageScripts): string {
  const hash = createHash('sha256').update(scriptFileNames.map((name) => scripts[name]).join('\n'), 'utf8').digest('base64url');
  return `${SCRIPT_FILES_PATH}/${hash.slice(0, 10)}`;
}

/** A script file's address under the export, without the base path. */
export const scriptFilePath = (scripts: PageScripts, name: (typeof scriptFileNames)[number]) => `${scriptFolder(scripts)}/${scriptFileName(name)}`;

/** The browsers Next.js supports (its default browserslist): modern syntax, no polyfill. */
const target = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

/** Bundles one browser module into a single minified script. */
async function bundle(root: string, entry: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    target,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}

export async function bundlePageScripts(root: string): Promise<PageScripts> {
  const bundles = await Promise.all(
    pageScriptNames.map(async (name) => {
      const code = await bundle(root, `lib/browser/page-scripts/${name}.ts`);
      // Inside an HTML <script>, "</script" would end the element.
      return [name, code.replace(/<\/script/gi, '<\\/script')] as const;
    }),
  );
  return Object.fromEntries(bundles) as PageScripts;
}

/**
 * The worker served at the service worker's address (a worker is a file, never inline): the site's
 * (lib/browser/service-worker/worker.ts), or, when the owner switched it off, the one that removes it
 * from the browsers that have it (retired-worker.ts).
 */
export function bundleServiceWorker(root: string, on: boolean): Promise<string> {
  return bundle(root, `lib/browser/service-worker/${on ? 'worker' : 'retired-worker'}.ts`);
}
