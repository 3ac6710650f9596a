// `npm run lint`: Next.js's own rules (core web vitals and TypeScript), with zero warnings allowed.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'generated/**', 'public/_img/**', 'test-results/**', 'test-reports/**', 'playwright-report/**', 'bench-results/**']),
]);
