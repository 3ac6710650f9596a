// Screenshots of the built site for the README: home and a project page, phone and desktop.
// Usage: npm run build && npm run screenshots
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 4321;
const pages = { accueil: '/', projet: '/projets/niltiplication' };
const viewports = { telephone: { width: 390, height: 844 }, ordinateur: { width: 1440, height: 900 } };

const server = spawn(process.execPath, [path.join(root, 'scripts/serve-export.mjs'), String(port)], { stdio: 'ignore' });
try {
  await new Promise((resolve) => setTimeout(resolve, 800));
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  await mkdir(path.join(root, 'docs'), { recursive: true });
  for (const [pageName, url] of Object.entries(pages)) {
    for (const [deviceName, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await page.goto(`http://localhost:${port}${url}`, { waitUntil: 'networkidle' });
      const file = path.join(root, 'docs', `${pageName}-${deviceName}.png`);
      await page.screenshot({ path: file, fullPage: deviceName === 'telephone' });
      await page.close();
      console.log(path.relative(root, file));
    }
  }
  await browser.close();
} finally {
  server.kill();
}
