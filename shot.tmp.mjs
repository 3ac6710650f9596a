import { chromium } from '@playwright/test';
const [url, file, w = '320', h = '900', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: file, fullPage: false });
await browser.close();
