// Before the tests build anything (scripts/run-tests.mts): the browser they will drive, found
// (scripts/chromium.mts), or downloaded when there is none; else the one line that says what to do.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumLines, type Chromium } from '@/lib/build/chromium';
import { thisMachineChromium } from './chromium.mts';

/**
 * Runs `npx playwright install chromium` (its CLI, without npx's start-up). Playwright tries a download
 * five times, a minute without a network: its first error, on stderr, ends the install.
 */
function installPlaywrightChromium(): Promise<boolean> {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const install = spawn(process.execPath, [cli, 'install', 'chromium'], { stdio: ['ignore', 'inherit', 'pipe'] });
  let failed = false;
  install.stderr.on('data', (chunk: Buffer) => {
    if (failed || !/^Error\b/m.test(chunk.toString())) return;
    failed = true;
    install.kill();
  });
  // 'exit', not 'close': a download process it started may still hold stderr open.
  return new Promise((resolve) => install.on('exit', (code) => resolve(!failed && code === 0)));
}

/** The browser the tests will drive, or undefined once the line that says what to do is printed. */
export async function ensureChromium(): Promise<Chromium | undefined> {
  let found = thisMachineChromium();
  if (found?.source === 'CHROMIUM_PATH' && !existsSync(found.executable)) {
    console.error(chromiumLines.missingChosen(found.executable));
    return undefined;
  }
  if (!found) {
    console.log(chromiumLines.installing());
    found = (await installPlaywrightChromium()) ? thisMachineChromium() : undefined;
    if (!found) {
      console.error(chromiumLines.installFailed());
      return undefined;
    }
  }
  console.log(chromiumLines.found(found));
  return found;
}
