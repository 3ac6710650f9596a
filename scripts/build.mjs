// `npm run build`: every step of the export, in order, each stopping the build when it fails.
//   1. the content and the settings are checked (French messages naming what to fix);
//   2. the images the pages use are written to public/_img;
//   3. the scripts pages run inline are bundled from their modules (scripts/build-page-scripts.mts);
//   4. `next build` exports the pages to out/;
//   5. the export is finalised (scripts/finalize-export.mts);
//   6. the CV's PDF is written into out/ (scripts/build-cv.ts).
// `--check` runs the first step only (`npm run check`), `--prepare` the first three (before `next dev`). CONTENT_DIR picks another content folder
// (scripts/content-dir.mjs): every step then reads it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { contentTsconfig } from './content-dir.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsx = (script) => ['npx', 'tsx', '--tsconfig', contentTsconfig, script];
const steps = [
  ['Contenu', tsx('scripts/check-content.mts')],
  ['Images', tsx('scripts/build-images.mts')],
  ['Scripts des pages', tsx('scripts/build-page-scripts.mts')],
  ['Icônes', tsx('scripts/build-icons.mts')],
  ['Export Next.js', ['npx', 'next', 'build']],
  ['Finalisation', tsx('scripts/finalize-export.mts')],
  ['CV (PDF)', tsx('scripts/build-cv.ts')],
];

const stepCount = process.argv.includes('--check') ? 1 : process.argv.includes('--prepare') ? 3 : steps.length;
for (const [title, [command, ...args]] of steps.slice(0, stepCount)) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONTENT_TSCONFIG: contentTsconfig },
  });
  if (status !== 0) process.exit(status ?? 1);
}
