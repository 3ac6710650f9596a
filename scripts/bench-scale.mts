// How the project list holds up as the owner adds projects: the owner's content with its projects
// repeated up to 2, 60 and 300 (each copy with a slug and a title of its own), each built into a folder
// of its own under generated/, then measured on the throttled phone of scripts/bench-interaction.mjs:
// when the filter's choices on /projets work, and how long a tap on a technology takes until the next
// frame shows its result (the Event Timing API's duration, as INP counts it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const generated = path.join(root, 'generated');

/** A content folder whose projects are the owner's, repeated `count` times over. */
async function writeScaledContent(count) {
  const dir = path.join(generated, `bench-content-${count}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { paths: { '@/content/*': ['./*'], '@/*': ['../../*'] } } }, null, 2),
  );
  // Copies of the owner's modules (tsx does not follow `export *` across these folders).
  for (const name of ['cv', 'legal', 'profile', 'site', 'skills', 'technologies']) {
    await copyFile(path.join(root, 'content', `${name}.ts`), path.join(dir, `${name}.ts`));
  }
  await copyFile(path.join(root, 'content', 'projects.ts'), path.join(dir, 'owner-projects.ts'));
  await writeFile(
    path.join(dir, 'projects.ts'),
    `import type { Project } from '@/lib/content/content-schema';
import { projects as owners } from './owner-projects';

export const projects: Project[] = Array.from({ length: ${count} }, (_, index) => {
  const project = owners[index % owners.length];
  const copy = Math.floor(index / owners.length);
  return copy === 0 ? project : { ...project, slug: \`\${project.slug}-\${copy + 1}\`, titre: \`\${project.titre} \${copy + 1}\` };
});
`,
  );
  // Image paths are relative to the content folder: the owner's images serve every copy.
  for (const folder of ['images', 'icons']) await symlink(path.join(root, 'content', folder), path.join(dir, folder));
  return dir;
}

function build(env) {
  const { status } = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (status !== 0) throw new Error(`bench-scale: the build failed (${JSON.stringify(env)})`);
}

/**
 * Builds one export per count into generated/bench-out-N and returns their folders. out/ and the
 * image manifest are the owner's again afterwards.
 */
export async function buildScaledExports(counts) {
  const out = path.join(root, 'out');
  const kept = path.join(generated, 'bench-out-owner');
  await rm(kept, { recursive: true, force: true });
  if (existsSync(out)) await rename(out, kept);
  const folders = {};
  try {
    for (const count of counts) {
      const content = await writeScaledContent(count);
      console.error(`bench-scale: building ${count} projects`);
      build({ CONTENT_DIR: path.relative(root, content) });
      folders[count] = path.join(generated, `bench-out-${count}`);
      await rm(folders[count], { recursive: true, force: true });
      await rename(out, folders[count]);
    }
  } finally {
    if (existsSync(kept)) await rename(kept, out);
    spawnSync('node', ['scripts/build.mjs', '--prepare'], { cwd: root, stdio: 'ignore' });
  }
  return folders;
}
