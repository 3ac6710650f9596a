import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mts';
import { contentTsconfig, exportDir } from './lib/build/paths';

const port = Number(process.env.E2E_PORT ?? 4173);
// A base-path run (BASE_PATH=/portfolio) serves the export under that sub-path, like a project site.
const basePath = process.env.BASE_PATH ?? '';

export default defineConfig({
  testDir: 'e2e',
  // The specs read what they expect from the content the site was built from.
  tsconfig: contentTsconfig,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}${basePath}/`,
    // A trace only when a test is retried (CI retries once): recording every test's costs the suite a tenth of its time.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    // The site's service worker, registered once a page has loaded, is tested on its own
    // (e2e/navigation.spec.ts). Elsewhere it would stand between page.route and the requests of the
    // page it controls, which route then does not always see (a limit Playwright documents).
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node --import tsx scripts/serve-export.mts ${port} ${exportDir}`,
    url: `http://localhost:${port}${basePath}/`,
    // Never a server left from another run: it may serve another export (out/, without the test ids).
    reuseExistingServer: false,
    timeout: 30_000,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
