// `npm run dev`: what `next dev` reads is prepared first (scripts/build.mts --prepare), then `next dev`
// runs, and the site's stylesheet is compiled again whenever app/globals.css changes: the layout renders
// it from generated/site-css.json (lib/build/site-css.ts), which `next dev` reloads like any module.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { contentTsconfig, root } from '@/lib/build/paths';
import { SITE_CSS_SOURCE, writeSiteCss } from '@/lib/build/site-css';
import { toolCommand } from '@/lib/build/tools';

const prepared = spawnSync(...toolCommand('tsx', ['--tsconfig', contentTsconfig, 'scripts/build.mts', '--prepare']), { cwd: root, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// Editors often replace a file rather than write it: the folder is watched, not the file.
watch(path.dirname(path.join(root, SITE_CSS_SOURCE)), (_event, name) => {
  if (name !== path.basename(SITE_CSS_SOURCE)) return;
  try {
    writeSiteCss();
    console.log(`${SITE_CSS_SOURCE} compilé`);
  } catch (error) {
    console.error((error as Error).message);
  }
});

const next = spawn(...toolCommand('next', ['dev', ...process.argv.slice(2)]), { cwd: root, stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));
