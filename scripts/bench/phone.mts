// The throttled phone every page-side figure is measured on: DevTools' network and CPU emulation with
// Lighthouse's mobile settings, applied to a real Chromium (Lighthouse's own figures are simulated).
import { chromium, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.mts';
import { serviceWorkerControls } from './page-probes.mts';

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The Chromium the phones open in (CHROMIUM_PATH, Debian's, or Playwright's own). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable('bench'), args: chromiumArgs, ...options });
}

/** Runs `measure` on a new page of a throttled phone, closing it afterwards. */
export async function onPhone<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * Throttles the network of the site's service worker, if it has one, like the page's: DevTools'
 * emulation applies to one target, and the worker's own requests would skip it (its CPU cannot be
 * slowed: DevTools does that for pages only). Waits until the worker controls the page first (the site
 * registers it once the page has loaded; a visitor taps seconds after the list shows). Resolves to what
 * ends the throttling, once measured.
 */
export async function throttleServiceWorker(page: Page): Promise<() => Promise<void>> {
  if (!(await page.evaluate(serviceWorkerControls))) return async () => {};
  const browser = page.context().browser();
  if (!browser) throw new Error('the bench needs a launched browser');
  // The worker of this page's context: the bench's earlier contexts, closed, may leave theirs behind.
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.browserContextId === targetInfo.browserContextId,
  );
  if (workers.length !== 1) throw new Error(`${page.url()}: the page is controlled, by ${workers.length} service workers`);
  // Playwright's sessions carry no child session id: commands reach the worker's session as messages.
  const replies = new Map<number, (error?: { message: string }) => void>();
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as { id?: number; error?: { message: string } };
    if (reply.id !== undefined) replies.get(reply.id)?.(reply.error);
  });
  let id = 0;
  const send = (sessionId: string, method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      id += 1;
      const silence = setTimeout(() => reject(new Error(`${method}: the service worker did not answer`)), 10_000);
      replies.set(id, (error) => {
        clearTimeout(silence);
        if (error) reject(new Error(`${method}: ${error.message}`));
        else resolve();
      });
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: workers[0].targetId, flatten: false });
  await send(sessionId, 'Network.enable', {});
  await send(sessionId, 'Network.emulateNetworkConditions', NETWORK);
  return () => session.detach();
}
