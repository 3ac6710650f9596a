// Screenshots of the built site for the README: home and the first project's page, phone and desktop.
// The pages come from the content; any page that does not answer 200 stops the script.
// Usage: npm run build && npm run screenshots
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { env } from '@/lib/site/env';
import { getProjects } from '@/lib/content/projects';
import { root } from '@/lib/build/paths';
import { chromiumArgs, chromiumExecutable } from './chromium.mts';

const port = 4321;
const [firstProject] = getProjects('fr');
const pages: Record<string, string> = { accueil: '/', ...(firstProject ? { projet: `/projets/${firstProject.slug}` } : {}) };
const viewports = { telephone: { width: 390, height: 844 }, ordinateur: { width: 1440, height: 900 } };

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve-export.mts'), String(port)], {
  stdio: 'ignore',
});
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  await mkdir(path.join(root, 'docs'), { recursive: true });
  for (const [pageName, url] of Object.entries(pages)) {
    for (const [deviceName, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      const response = await page.goto(`http://localhost:${port}${env.basePath}${url}`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) {
        throw new Error(`${url} a répondu ${response?.status() ?? 'rien'} : lancez \`npm run build\` puis réessayez.`);
      }
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
