import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './paths';

/** The project's own commands the build, `npm run dev` and the tests run, by the package that has each. */
export const TOOL_PACKAGES = {
  tsx: 'tsx',
  next: 'next',
  jest: 'jest',
  playwright: '@playwright/test',
  tsc: 'typescript',
} as const;
export type Tool = keyof typeof TOOL_PACKAGES;

/** A command and its arguments, as `spawn` and `spawnSync` take them. */
export type Command = [command: string, args: string[]];

/**
 * A devDependency's command, run by this very Node on the script its package names for it, as npx
 * would. Not `npx <tool>`: on Windows npx is a .cmd file, which Node cannot spawn without a shell
 * (ENOENT), so a fork's first `npm start` or `npm test` there would stop at its first step.
 */
export function toolCommand(tool: Tool, args: string[]): Command {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(`${TOOL_PACKAGES[tool]}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> };
  const script = typeof bin === 'string' ? bin : bin?.[tool];
  if (!script) throw new Error(`${TOOL_PACKAGES[tool]} ne déclare pas la commande ${tool} : lancez \`npm install\`, puis relancez.`);
  return [process.execPath, [path.join(path.dirname(manifest), script), ...args]];
}

/**
 * The package manager that runs this script (`npm test` names its own entry in npm_execpath: npm's, or
 * pnpm's, or yarn's), with `args`; `npm` itself when the script was started otherwise. Node runs a
 * JavaScript entry, for the same reason as toolCommand.
 */
export function packageManagerCommand(args: string[], env: Record<string, string | undefined> = process.env): Command {
  const execPath = env.npm_execpath;
  if (!execPath) return ['npm', args];
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
}
