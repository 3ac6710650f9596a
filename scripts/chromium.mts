// The Chromium every tool here drives (Playwright tests, screenshots, Lighthouse): lib/build/chromium.ts
// chooses it, from this machine. Before the tests, scripts/ensure-chromium.mts downloads Playwright's when
// it finds none.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, type Chromium } from '../lib/build/chromium';

export function thisMachineChromium(): Chromium | undefined {
  return findChromium({ env: process.env, platform: process.platform, exists: existsSync, playwrightChromium: chromium.executablePath() });
}

export function chromiumExecutable(): string | undefined {
  return thisMachineChromium()?.executable;
}

// No sandbox as root in a container; no background calls to Google's services on a closed network.
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
