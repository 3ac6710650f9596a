// The site the pass drives: the export, served by scripts/serve-export.mts behind two front servers
// (front.ts), one with the service worker and one without; and Chromium's layout of each page at each
// width, measured in the same run with Playwright, which the other engines' layouts are compared to.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { exportDir, root } from '@/lib/build/paths';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mts';
import { serveExport, stopServers } from '../../scripts/bench/serve.mts';
import { routes } from '../content';
import { startFront, type Front } from './front.mts';
import type { Layout } from './probe';

/** The widths the layout is compared at, with their window heights: a desktop's, and a phone's (an iPhone's). */
export const desktop = { width: 1280, height: 900 };
export const phone = { width: 390, height: 844 };
export const viewports = [desktop, phone];

/** Chromium's layout of each page (its path) at each width. */
export type Baseline = Record<string, Record<number, Layout>>;

export type Site = {
  /** A page's address on the front with the service worker, or the one without. */
  url: (pagePath: string, front?: 'worker' | 'noWorker') => string;
  /** How many times a browser asked the front with the worker for its script. */
  workerRequests: () => number;
  chromium: Baseline;
  close: () => Promise<void>;
};

/** The probe, bundled for the pages: one script, run before the site's. */
async function bundleProbe(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'e2e', 'engines', 'probe.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  return outputFiles[0].text;
}

/** How long a page may take to hydrate, on a loaded machine. */
export const HYDRATION_TIMEOUT_MS = 20_000;

async function measureChromium(url: (pagePath: string) => string): Promise<Baseline> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const baseline: Baseline = {};
  try {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(url(route.path));
        await page.waitForFunction(() => window.enginePass.hydrated(), undefined, { timeout: HYDRATION_TIMEOUT_MS });
        (baseline[route.path] ??= {})[viewport.width] = await page.evaluate(() => window.enginePass.layout());
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return baseline;
}

export async function openSite(): Promise<Site> {
  // The export's server is not left running when the pass ends on an error.
  process.once('exit', stopServers);
  const fronts: Front[] = [];
  try {
    const [probe, upstream] = await Promise.all([bundleProbe(), serveExport(path.resolve(root, exportDir))]);
    fronts.push(await startFront(upstream, probe, { worker: true }), await startFront(upstream, probe, { worker: false }));
    const [withWorker, withoutWorker] = fronts;
    const url = (pagePath: string, front: 'worker' | 'noWorker' = 'worker') =>
      `${(front === 'worker' ? withWorker : withoutWorker).origin}/${pagePath}`;
    return {
      url,
      workerRequests: withWorker.workerRequests,
      chromium: await measureChromium(url),
      close: async () => {
        await Promise.all(fronts.map((front) => front.close()));
        stopServers();
      },
    };
  } catch (error) {
    await Promise.all(fronts.map((front) => front.close()));
    stopServers();
    throw error;
  }
}
