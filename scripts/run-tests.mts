// `npm test`, the owner's loop: the linter, the unit tests and every end-to-end test, on the owner's
// content, against an export built aside in generated/test-export (out/ stays as it was).
// `npm run test:all` (`--all`), the whole matrix that CI and the deploy workflow run: the same, plus
//   - the type check;
//   - an export under a base path (/portfolio) and the navigation end-to-end tests against it, as a
//     GitHub project page would serve it;
//   - the unit and end-to-end tests again on a second owner's content (e2e/fixture-content): the tests
//     read what they expect from the content, so they hold whatever the owner writes;
//   - the owner's site in French only (e2e/french-only: `languages: ['fr']`), under the base path too,
//     with the navigation tests and those that check such a site has no English page, switch or
//     alternate (@french-only): its audience measurement is on, so that runs under the base path;
//   - after the Playwright tests of the owner's content and of the second owner's, the cross-engine pass
//     against the same export (e2e/engines/: WebKit and Firefox, compared with Chromium).
// Before anything is built, the browser: found, or downloaded (scripts/ensure-chromium.mts); without
// one, the runner stops at once with the line that says what to do.
// The HTML validity test checks every page with html-validate (JavaScript); the matrix adds the W3C
// checker, which needs Java (W3C_CHECKER=1, e2e/html-validity.spec.ts).
// The test exports carry fake EmailJS ids, so they never go to out/. The last line is the totals of all
// runners: "N passed, M failed"; a runner that crashed before reporting counts as one failure, and so does
// a missing browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '@/lib/build/paths';
import { packageManagerCommand, toolCommand, type Command } from '@/lib/build/tools';
import { ensureChromium } from './ensure-chromium.mts';

const all = process.argv.includes('--all');
// Not test-results/: Playwright empties that folder at the start of each run.
const results = path.join(root, 'test-reports');
const testExport = path.join('generated', 'test-export');

/** The ids the contact tests expect in the request; the provider itself is intercepted. */
const testEmailSettings = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_e2e',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_e2e',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public_e2e',
};

type Env = Record<string, string>;

/** What the matrix checks beyond the owner's loop: the W3C checker too, on Java. */
const matrixEnv: Env = all ? { W3C_CHECKER: '1' } : {};

function run(title: string, [command, args]: Command, env: Env = {}): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
  return status === 0;
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const totals = { passed: 0, failed: 0 };
const lines: string[] = [];
function count(name: string, passed: number, failed: number, ranOk: boolean) {
  const failures = failed + (ranOk || failed > 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failures;
  lines.push(`${name}: ${passed} passed, ${failures} failed`);
}

/** A command that is one check (the linter, the type check). */
function check(name: string, command: Command) {
  const ok = run(name, command);
  count(name, ok ? 1 : 0, ok ? 0 : 1, ok);
}

/** Prepares the content, then runs the unit tests on it; whether the content was prepared. */
function jest(id: string, name: string, env: Env): boolean {
  const file = path.join(results, `jest-${id}.json`);
  // The content check, images and page scripts first: some accessors read the image manifest.
  const prepared = run(`Préparation : contenu, images, icônes, scripts des pages (${name})`, toolCommand('tsx', ['scripts/build.mts', '--prepare']), env);
  const ok = prepared && run(`Tests unitaires (jest, ${name})`, toolCommand('jest', ['--ci', '--json', `--outputFile=${file}`]), env);
  const report = readJson(file);
  count(`jest (${name})`, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0, ok);
  return prepared;
}

/**
 * Builds the test export and runs the Playwright tests against it; whether the export was built. After
 * the unit tests prepared the same content (`prepared`), the build does not prepare it again.
 */
function e2e(id: string, name: string, env: Env, { grep = [], prepared = false }: { grep?: string[]; prepared?: boolean } = {}): boolean {
  const file = path.join(results, `e2e-${id}.json`);
  const exportEnv = { ...env, ...testEmailSettings, ...matrixEnv, EXPORT_DIR: testExport, E2E_REPORT: file };
  const built = run(`Export de test (${name})`, toolCommand('tsx', ['scripts/build.mts', ...(prepared ? ['--prepared'] : [])]), exportEnv);
  const ok = built && run(`Tests de bout en bout (Playwright, ${name})`, toolCommand('playwright', ['test', ...grep]), exportEnv);
  const stats = readJson(file)?.stats;
  count(`playwright (${name})`, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, ok);
  return built;
}

/** The cross-engine pass (WebKit, Firefox) against the test export just built; its TAP report's "# pass" and "# fail". */
function engines(id: string, name: string, env: Env, built: boolean) {
  const file = path.join(results, `engines-${id}.tap`);
  const ok =
    built &&
    run(`WebKit et Firefox (${name})`, toolCommand('tsx', ['e2e/engines/run.mts']), { ...env, ...testEmailSettings, EXPORT_DIR: testExport, ENGINES_REPORT: file });
  const report = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const total = (key: string) => Number(report.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  count(`webkit et firefox (${name})`, total('pass'), total('fail') + total('cancelled'), ok);
}

function printTotals() {
  console.log('\n── Totaux');
  for (const line of lines) console.log(line);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

if (!(await ensureChromium())) {
  count('Chromium', 0, 1, false);
  printTotals();
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// `npm run lint`: its cache (node_modules/.cache/eslint) lints again only the files that changed.
check('eslint', packageManagerCommand(['run', '--silent', 'lint']));
const ownerPrepared = jest('content', 'contenu', {});
// After the preparation: the layout and the image accessors import the files it generates.
if (all) check('tsc', toolCommand('tsc', ['--noEmit']));
const ownerExport = e2e('content', 'contenu', {}, { prepared: ownerPrepared });
if (all) {
  engines('content', 'contenu', {}, ownerExport);
  e2e('base-path', '/portfolio', { BASE_PATH: '/portfolio' }, { grep: ['--grep', '@navigation'] });
  const fixture = { CONTENT_DIR: 'e2e/fixture-content' };
  const fixturePrepared = jest('fixture', 'second propriétaire', fixture);
  engines('fixture', 'second propriétaire', fixture, e2e('fixture', 'second propriétaire', fixture, { prepared: fixturePrepared }));
  e2e('french-only', 'français seul, sous /portfolio', { CONTENT_DIR: 'e2e/french-only', BASE_PATH: '/portfolio' }, { grep: ['--grep', '@navigation|@french-only'] });
  // The images and page scripts are the owner's again, as the loop found them.
  run('Contenu du propriétaire', toolCommand('tsx', ['scripts/build.mts', '--prepare']));
}

printTotals();
process.exit(totals.failed === 0 ? 0 : 1);
