// How the lists hold up as the owner writes: the owner's content with its projects and its notes each
// repeated up to 2, 60 and 300 (each copy with a slug of its own), each built straight into a folder of
// its own under generated/ (EXPORT_DIR, so out/ is never touched): how long the build takes and what the
// two lists weigh, then, on the throttled phone (phone.mts), when the filter's choices on /projets work
// and how long a tap on a technology takes until the next frame shows its result (the Event Timing API's
// duration, as INP counts it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { generatedDir, root } from '@/lib/build/paths';
import { toolCommand } from '@/lib/build/tools';
import { CONTROLS, FILTER_CHOICES, coldLoad, openWorkingList } from './cold-load.mts';
import { longestInteraction } from './page-probes.mts';
import { launchBrowser, onPhone } from './phone.mts';
import { Samples, type Medians } from './samples.mts';
import type { Origins } from './serve.mts';

/**
 * A copy's title and summary, their words shuffled by a generator seeded with the copy's number: copies
 * that repeated the same words would compress to almost nothing and make the list look lighter than a
 * list of distinct notes is.
 */
function shuffledFrontMatter(text: string, seed: number): string {
  let state = seed;
  const random = () => {
    // mulberry32: small, seeded, the same on every run.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffle = (words: string[]) => words.map((word) => ({ word, key: random() })).sort((a, b) => a.key - b.key).map(({ word }) => word);
  return text.replace(/^(titre|resume): (.+)$/gm, (_, field: string, value: string) => `${field}: ${JSON.stringify(shuffle(value.split(' ')).join(' '))}`);
}

/** The owner's notes (`slug.langue.mdx`), each slug's files repeated until there are `count` slugs. */
async function writeScaledNotes(source: string, target: string, count: number): Promise<void> {
  await mkdir(target);
  const files = await readdir(source);
  const slugs = [...new Set(files.map((file) => file.split('.')[0]))].sort();
  for (let index = 0; index < count && slugs.length > 0; index += 1) {
    const slug = slugs[index % slugs.length];
    const copy = Math.floor(index / slugs.length);
    for (const file of files.filter((name) => name.split('.')[0] === slug)) {
      if (copy === 0) await copyFile(path.join(source, file), path.join(target, file));
      else await writeFile(path.join(target, `${slug}-${copy + 1}${file.slice(slug.length)}`), shuffledFrontMatter(readFileSync(path.join(source, file), 'utf8'), index));
    }
  }
}

/** A content folder whose projects and notes are the owner's, repeated `count` times over. */
async function writeScaledContent(count: number): Promise<string> {
  const dir = path.join(generatedDir, `bench-content-${count}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { paths: { '@/content/*': ['./*'], '@/*': ['../../*'] } } }, null, 2),
  );
  // Copies of the owner's modules (tsx does not follow `export *` across these folders); their other
  // files (images, icons, the site's icon) are linked: paths in the content are relative to its folder.
  const content = path.join(root, 'content');
  for (const name of await readdir(content)) {
    const source = path.join(content, name);
    if (name === 'projects.ts') await copyFile(source, path.join(dir, 'owner-projects.ts'));
    else if (name === 'notes') await writeScaledNotes(source, path.join(dir, name), count);
    else if (name.endsWith('.ts')) await copyFile(source, path.join(dir, name));
    else await symlink(source, path.join(dir, name));
  }
  await writeFile(
    path.join(dir, 'projects.ts'),
    `import type { Project } from '@/lib/content/content-schema';
import { projects as owners } from './owner-projects';

// A title in each of its languages, numbered.
const numbered = (titre: Project['titre'], n: number): Project['titre'] =>
  typeof titre === 'string' ? \`\${titre} \${n}\` : Object.fromEntries(Object.entries(titre).map(([lang, text]) => [lang, \`\${text} \${n}\`])) as Project['titre'];

export const projects: Project[] = Array.from({ length: ${count} }, (_, index) => {
  const project = owners[index % owners.length];
  const copy = Math.floor(index / owners.length);
  return copy === 0 ? project : { ...project, slug: \`\${project.slug}-\${copy + 1}\`, titre: numbered(project.titre, copy + 1) };
});
`,
  );
  return dir;
}

/** `tsx scripts/build.mts [args]` with `env` on top of this process's; its exit status. */
function build(args: string[], env: Record<string, string> = {}): number | null {
  return spawnSync(...toolCommand('tsx', ['scripts/build.mts', ...args]), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  }).status;
}

/** A scaled export: its folder, how long its build took, and its lists' HTML as gzip -9 compresses it (null without the page). */
export type ScaledExport = { folder: string; buildSeconds: number; projectsKb: number | null; notesKb: number | null };

function gzipKb(file: string): number | null {
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : null;
}

/**
 * Builds one export per count straight into generated/bench-out-N and returns them by count. out/ stays
 * as it was; the image manifest and public/_img are the owner's again afterwards.
 */
export async function buildScaledExports(counts: number[]): Promise<Record<string, ScaledExport>> {
  const builds: Record<string, ScaledExport> = {};
  try {
    for (const count of counts) {
      const content = await writeScaledContent(count);
      const folder = path.join(generatedDir, `bench-out-${count}`);
      await rm(folder, { recursive: true, force: true });
      console.error(`bench-scale: building ${count} projects and notes`);
      const env = { CONTENT_DIR: path.relative(root, content), EXPORT_DIR: path.relative(root, folder) };
      const started = Date.now();
      if (build(['--without-cv'], env) !== 0) throw new Error(`bench-scale: the build failed (${JSON.stringify(env)})`);
      const buildSeconds = (Date.now() - started) / 1000;
      builds[count] = { folder, buildSeconds, projectsKb: gzipKb(path.join(folder, 'projets.html')), notesKb: gzipKb(path.join(folder, 'notes.html')) };
    }
  } finally {
    // The owner's content again: its image manifest, public/_img and page scripts.
    if (build(['--prepare']) !== 0) console.error('bench-scale: `npx tsx scripts/build.mts --prepare` failed: run it again');
  }
  return builds;
}

/** On a working /projets: open the panel, then each tap on the first technology, pressing and releasing it. */
function tagTaps(browser: Browser, origin: string): Promise<number[]> {
  return onPhone(browser, async (page) => {
    await openWorkingList(page, origin);
    await page.locator(CONTROLS['/projets']).tap();
    const tag = page.locator('#filtres-projets ul button').first();
    const durations: number[] = [];
    for (let tap = 0; tap < 2; tap += 1) {
      const measured = page.evaluate(longestInteraction, 1500);
      await tag.tap();
      durations.push(await measured);
    }
    return durations;
  });
}

/**
 * The project list with more and more projects (origins keyed by their number of projects): when its
 * filter's choices work, and how long a tap on a technology takes; medians of `runs`.
 */
export async function measureScale(origins: Origins, runs: number): Promise<Medians> {
  const browser = await launchBrowser();
  const samples = new Samples();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [count, origin] of Object.entries(origins)) {
        samples.push(`${count} control`, (await coldLoad(browser, `${origin}/projets`, { choices: FILTER_CHOICES })).choices);
        samples.push(`${count} tap`, ...(await tagTaps(browser, origin)));
      }
      console.error(`scale run ${run + 1}/${runs}`);
    }
  } finally {
    await browser.close();
  }
  return samples.medians();
}
