// `npm test`: every test of the project, in one run.
//   1. the linter (ESLint, Next's rules), which counts as one check;
//   2. unit tests (jest), once the content is checked and its images are written;
//   3. the export built under a base path (/portfolio) and the navigation end-to-end tests against it,
//      as a GitHub project page would serve it;
//   4. the export built at the root with test EmailJS settings, and every end-to-end test against it;
//   5. steps 2 and 4 again on a second owner's content (e2e/fixture-content): the tests read what they
//      expect from the content, so they hold whatever the owner writes.
// The exports carry fake EmailJS ids: out/ is removed afterwards.
// The last line is the totals of both runners: "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Not test-results/: Playwright empties that folder at the start of each run.
const results = path.join(root, 'test-reports');

/** The ids the contact tests expect in the request; the provider itself is intercepted. */
const testEmailSettings = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_e2e',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_e2e',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public_e2e',
};

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const totals = { passed: 0, failed: 0 };
function count(name, passed, failed, ranOk) {
  // A runner that crashed before reporting counts as one failure, never as a silent pass.
  const failures = failed + (ranOk || failed > 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failures;
  console.log(`${name}: ${passed} passed, ${failures} failed`);
}

function countPlaywright(name, file, ranOk) {
  const stats = readJson(file)?.stats;
  count(name, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, ranOk);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const lintOk = run('ESLint', 'npm', ['run', 'lint']);

/** Unit tests, then the export and every end-to-end test, on one content folder. */
function suite(id, name, env) {
  const jestFile = path.join(results, `jest-${id}.json`);
  // The content check and the image manifest first: the accessors some unit tests call read it.
  const jestOk =
    run(`Contenu et images (${name})`, 'node', ['scripts/build.mjs', '--prepare'], env) &&
    run(`Tests unitaires (jest, ${name})`, 'npx', ['jest', '--ci', '--json', `--outputFile=${jestFile}`], env);
  const e2eEnv = { ...env, ...testEmailSettings, E2E_REPORT: path.join(results, `e2e-${id}.json`) };
  const e2eOk =
    run(`Export à la racine (${name})`, 'npm', ['run', 'build'], e2eEnv) &&
    run(`Tests de bout en bout (Playwright, ${name})`, 'npx', ['playwright', 'test'], e2eEnv);
  return { name, jestFile, jestOk, e2eFile: e2eEnv.E2E_REPORT, e2eOk };
}

const owner = suite('content', 'contenu', {});

const basePathEnv = { BASE_PATH: '/portfolio', E2E_REPORT: `${results}/e2e-base-path.json` };
const basePathOk =
  run('Export sous /portfolio', 'npm', ['run', 'build'], basePathEnv) &&
  run('Navigation sous /portfolio (Playwright)', 'npx', ['playwright', 'test', '--grep', '@navigation'], basePathEnv);

const fixture = suite('fixture', 'second propriétaire', { CONTENT_DIR: 'e2e/fixture-content' });

// Those exports carry fake EmailJS ids: remove the last one, so it can be neither served nor deployed by mistake.
rmSync(path.join(root, 'out'), { recursive: true, force: true });
console.log('\nout/ supprimé (construit avec des identifiants EmailJS de test) : `npm run build` le reconstruit.');

console.log('\n── Totaux');
count('eslint', lintOk ? 1 : 0, lintOk ? 0 : 1, lintOk);
for (const { name, jestFile, jestOk, e2eFile, e2eOk } of [owner, fixture]) {
  const jest = readJson(jestFile);
  count(`jest (${name})`, jest?.numPassedTests ?? 0, jest?.numFailedTests ?? 0, jestOk);
  countPlaywright(`playwright (${name})`, e2eFile, e2eOk);
}
countPlaywright('playwright /portfolio', path.join(results, 'e2e-base-path.json'), basePathOk);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
const allOk = lintOk && basePathOk && [owner, fixture].every((suiteRun) => suiteRun.jestOk && suiteRun.e2eOk);
process.exit(totals.failed === 0 && allOk ? 0 : 1);
