// `npm run build`: every step of the export, in order, each stopping the build when it fails.
//   1. the content and the settings are checked (French messages naming what to fix);
//   2. the images the pages use are written to public/_img;
//   3. the site's icons are drawn from its one source image (scripts/build-icons.mts);
//   4. the scripts pages run inline are bundled from their modules (scripts/build-page-scripts.mts);
//   5. `next build` exports the pages to out/ (or EXPORT_DIR);
//   6. the export is finalised (scripts/finalize-export.mts);
//   7. the CV's PDF and its JSON Resume are written into the export (scripts/build-cv.mts).
// `--check` runs the first step only (`npm run check`), `--prepare` the first four (before `next dev`
// and the unit tests), `--prepared` all but those four (`npm test`, right after `--prepare` on the same
// content), `--without-cv` all but the CV's files (the bench's scaled lists). CONTENT_DIR picks another
// content folder (lib/build/paths.ts): every step reads it.
import { spawnSync } from 'node:child_process';
import { contentTsconfig, root } from '@/lib/build/paths';
import { toolCommand, type Command } from '@/lib/build/tools';

const tsx = (script: string) => toolCommand('tsx', ['--tsconfig', contentTsconfig, script]);
const steps: [string, Command][] = [
  ['Contenu', tsx('scripts/check-content.mts')],
  ['Images', tsx('scripts/build-images.mts')],
  ['Icônes', tsx('scripts/build-icons.mts')],
  ['Scripts des pages', tsx('scripts/build-page-scripts.mts')],
  ['Export Next.js', toolCommand('next', ['build'])],
  ['Finalisation', tsx('scripts/finalize-export.mts')],
  ['CV (PDF et JSON Resume)', tsx('scripts/build-cv.mts')],
];

/** The steps that prepare what `next dev`, the unit tests and `next build` read. */
const PREPARE_STEPS = 4;
const firstStep = process.argv.includes('--prepared') ? PREPARE_STEPS : 0;
const stepCount = process.argv.includes('--check') ? 1 : process.argv.includes('--prepare') ? PREPARE_STEPS : steps.length;
// The bench's scaled lists (300 projects) measure the list page; a CV of 300 projects is no one's.
const skipped = process.argv.includes('--without-cv') ? ['CV (PDF et JSON Resume)'] : [];
for (const [title, [command, args]] of steps.slice(firstStep, stepCount).filter(([title]) => !skipped.includes(title))) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
