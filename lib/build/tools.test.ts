/** @jest-environment node */
// The build, `npm run dev` and `npm test` run the project's own commands (tsx, next, jest, playwright,
// tsc) through toolCommand: Node runs each one's script, so no step needs npx, which Windows cannot
// spawn without a shell. Here each runs with nothing on PATH, as npx is not there for Node on Windows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths';
import { packageManagerCommand, toolCommand, TOOL_PACKAGES, type Tool } from './tools';

const TOOLS = Object.entries(TOOL_PACKAGES) as [Tool, string][];

/** The version of the package installed, as its own manifest says. */
const installedVersion = (name: string): string =>
  JSON.parse(readFileSync(createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`), 'utf8')).version;

let emptyPath: string;
beforeAll(() => {
  emptyPath = mkdtempSync(path.join(os.tmpdir(), 'no-npx-'));
});
afterAll(() => rmSync(emptyPath, { recursive: true, force: true }));

test.each(TOOLS)('%s runs through Node with no npx on PATH, and is the version installed', (tool, name) => {
  const [command, args] = toolCommand(tool, ['--version']);
  expect(command).toBe(process.execPath);
  const printed = execFileSync(command, args, { cwd: root, env: { ...process.env, PATH: emptyPath }, encoding: 'utf8' });
  expect(printed).toContain(installedVersion(name));
}, 30_000);

test('the package manager that started the script runs through Node, a binary one as itself, npm when none did', () => {
  expect(packageManagerCommand(['run', 'lint'], { npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js' })).toEqual([
    process.execPath,
    ['/usr/lib/node_modules/npm/bin/npm-cli.js', 'run', 'lint'],
  ]);
  expect(packageManagerCommand(['run', 'lint'], { npm_execpath: '/opt/pnpm/bin/pnpm.cjs' })[0]).toBe(process.execPath);
  expect(packageManagerCommand(['run', 'lint'], { npm_execpath: '/usr/local/bin/bun' })).toEqual(['/usr/local/bin/bun', ['run', 'lint']]);
  expect(packageManagerCommand(['run', 'lint'], {})).toEqual(['npm', ['run', 'lint']]);
});
