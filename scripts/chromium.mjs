// The Chromium every tool here drives (Playwright tests, screenshots, Lighthouse): CHROMIUM_PATH when
// set, then Debian's /usr/bin/chromium, else undefined so Playwright uses its own download.
import { existsSync } from 'node:fs';

export function chromiumExecutable() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
}

// No sandbox as root in a container; no background calls to Google's services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
