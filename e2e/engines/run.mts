// `npm run test:engines`: the cross-engine pass (pass.mts) against the export in EXPORT_DIR (out/ unless
// set), on the content it was built from (CONTENT_DIR). Node's test runner reports to the terminal and,
// in TAP, to ENGINES_REPORT (test-reports/engines.tap unless set), whose "# pass" and "# fail" lines
// scripts/run-tests.mts counts. Without the engines, or without an export, one French line says what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { contentTsconfig, exportDir, root } from '@/lib/build/paths';
import { firefoxPath } from './engines.mts';

const report = path.resolve(root, process.env.ENGINES_REPORT ?? path.join('test-reports', 'engines.tap'));

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const absent = [
  ...['Xvfb', 'WebKitWebDriver'].filter((command) => !onPath(command)),
  ...(existsSync(firefoxPath) ? [] : [firefoxPath]),
];
if (absent.length > 0) {
  console.error(`Moteurs introuvables (${absent.join(', ')}) : installez-les avec \`apt-get install xvfb webkit2gtk-driver firefox-esr\`.`);
  process.exit(1);
}
if (!existsSync(path.join(root, exportDir, 'index.html'))) {
  console.error(`Rien à tester : ${exportDir}/ ne contient pas de site construit. Construisez-le avec \`npm run build\`.`);
  process.exit(1);
}

mkdirSync(path.dirname(report), { recursive: true });
const started = Date.now();
const { status } = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${report}`,
    path.join('e2e', 'engines', 'pass.mts'),
  ],
  // The content modules resolve through the content folder's tsconfig, as in the build.
  { cwd: root, stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: contentTsconfig } },
);
console.log(`Passage WebKit et Firefox : ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status ?? 1);
