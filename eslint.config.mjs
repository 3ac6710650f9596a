// `npm run lint`: Next.js's own rules (core web vitals and TypeScript), with zero warnings allowed, and
// the import directions that keep code where it runs (docs/architecture.md).
import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const tests = ['**/*.test.ts', '**/*.test.tsx'];

/** Build-time code (Node, pdfkit, parse5, sharp, esbuild) and test helpers never reach a page. */
const buildOnly = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'Node built-ins run at build time only: use them in lib/build/ or scripts/.' })),
  patterns: [
    { group: ['@/lib/build/*', '@/scripts/*'], message: 'Build-time code (lib/build/, scripts/) must not reach a page.' },
    { group: ['@/lib/test/*'], message: 'Test helpers (lib/test/) are for tests only.' },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    // What pages are made of, and the logic they call: whatever runs in the browser or renders a page.
    files: ['app/**', 'components/**', 'lib/browser/**', 'lib/content/**', 'lib/i18n/**', 'lib/site/**', 'content/**'],
    // Route handlers (the link preview images) run at build time only: they never reach a browser.
    ignores: [...tests, 'app/**/route.tsx', 'app/**/route.en.tsx', 'app/**/route.notes.tsx', 'app/**/route.en-notes.tsx'],
    rules: { 'no-restricted-imports': ['error', buildOnly] },
  },
  {
    // Logic stays free of React, so it runs the same in a page script, a component and a build step.
    files: ['lib/browser/**', 'lib/content/**', 'lib/i18n/**', 'lib/site/**', 'lib/build/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...buildOnly,
          paths: [
            ...(buildOnly.paths ?? []),
            { name: 'react', message: 'lib/ holds logic without React: components live in components/.' },
          ],
          patterns: [
            ...buildOnly.patterns,
            { group: ['@/components/*'], message: 'lib/ does not depend on components.' },
          ],
        },
      ],
    },
  },
  {
    // Build-time code may use Node and React-free logic, never test helpers.
    files: ['lib/build/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/lib/test/*', '@/components/*'], message: 'Build code depends on neither tests nor components.' }],
        },
      ],
    },
  },
  {
    // The owner's content names nothing of the site but the schema its types come from.
    files: ['content/**', 'e2e/fixture-content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(?!lib/content/(content-schema|cv-schema|localized)$|content/)', message: 'Content imports only its schema.' }] },
      ],
    },
  },
  {
    // Windows cannot spawn npx or npm, .cmd files, without a shell: the build and the tests run the
    // project's commands through lib/build/tools.ts, which gives Node their scripts.
    files: ['scripts/**', 'e2e/**', 'lib/build/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(spawn|spawnSync|exec|execSync|execFile|execFileSync)$/][arguments.0.value=/^(npx|npm|pnpm|yarn)( |$)/]',
          message: 'Windows ne lance pas npx ni npm sans shell : passez par toolCommand() ou packageManagerCommand() de lib/build/tools.ts.',
        },
      ],
    },
  },
  {
    // The document of both root layouts (app/(fr)/layout.tsx, app/(en)/en/layout.en.tsx): the App Router's
    // <head>, which the rule (written for the Pages Router) allows only in a file named layout.
    files: ['components/layout/RootDocument.tsx'],
    rules: { '@next/next/no-head-element': 'off' },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'generated/**', 'public/_img/**', 'public/service-worker.js', 'test-results/**', 'test-reports/**', 'playwright-report/**', 'bench-results/**']),
]);
