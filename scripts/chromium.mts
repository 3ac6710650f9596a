// The Chromium every tool here drives (Playwright tests, screenshots, Lighthouse): CHROMIUM_PATH when
// set, then Debian's /usr/bin/chromium, else undefined so Playwright uses its own download.
import { existsSync } from 'node:fs';

export function chromiumExecutable(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file): file is string => Boolean(file && existsSync(file)));
}

// No sandbox as root in a container; no background calls to Google's services on a closed network.
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
