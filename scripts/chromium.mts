// The Chromium every tool here drives (Playwright tests, screenshots, Lighthouse): lib/build/chromium.ts
// chooses it, from this machine. Before the tests, scripts/ensure-chromium.mts downloads Playwright's when
// it finds none.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, type Chromium, type ChromiumUse } from '../lib/build/chromium';

export function thisMachineChromium(use: ChromiumUse = 'tests'): Chromium | undefined {
  return findChromium({ env: process.env, platform: process.platform, exists: existsSync, playwrightChromium: chromium.executablePath() }, use);
}

/** What Playwright launches: for headless tests, Playwright's own is left to Playwright, which runs its headless shell. */
export function chromiumExecutable(use: ChromiumUse = 'tests'): string | undefined {
  const found = thisMachineChromium(use);
  return found?.source === 'playwright' && use === 'tests' ? undefined : found?.executable;
}

// No sandbox as root in a container; no background calls to Google's services on a closed network.
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
