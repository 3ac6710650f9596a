// The two engines the pass drives, behind one small interface. Playwright's own WebKit and Firefox are
// builds of their own that cannot be downloaded everywhere; Debian's engines can:
//   - WebKit (WebKitGTK, Safari's engine), through its WebDriver server, WebKitWebDriver (WebDriver
//     classic), with selenium-webdriver, in MiniBrowser on a virtual display (Xvfb);
//   - Firefox ESR over WebDriver BiDi, which Firefox speaks itself, with puppeteer-core: no geckodriver,
//     which Debian does not package and which would be one more download.
// Everything else a check needs it asks the page's probe (probe.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Key, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { eventually } from './eventually.mts';
import type { Target } from './probe';

export const engineNames = ['webkit', 'firefox'] as const;
export type EngineName = (typeof engineNames)[number];

/** Debian's Firefox ESR, unless FIREFOX_PATH names another. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What each engine is, for the report. */
export const engineLabels: Record<EngineName, string> = { webkit: 'WebKit (WebKitGTK)', firefox: 'Firefox' };

export type KeyName = 'ArrowRight' | 'ArrowLeft' | 'Enter';

export interface Engine {
  readonly name: EngineName;
  /** Opens the address and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page, with JSON arguments; its result (awaited) must be JSON too. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click, in the middle of the element, once it is scrolled into view. */
  click(target: Target): Promise<void>;
  /** Focuses the element and types the text, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key on the focused element. */
  press(key: KeyName): Promise<void>;
  /** Sizes the page's layout viewport to `width` CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** The element a target names in the page, or an error that says which target is missing. */
const missing = (target: Target) => new Error(`introuvable dans la page : ${JSON.stringify(target)}`);

/** The page's probe, as the functions the pass runs in the page see it. */
const locate = (target: Target) => window.enginePass.find(target);

/** How long the page may take to take the window's new width. */
const RESIZE_TIMEOUT_MS = 5_000;

/**
 * The page is as wide as asked: no scrollbar takes its share, as on a phone (overlay scrollbars). The page
 * learns its new width a moment after the window, later on a loaded machine: `shown` is read until it
 * matches, for RESIZE_TIMEOUT_MS at most.
 */
async function expectViewport(name: EngineName, width: number, shown: () => Promise<number>) {
  await eventually(
    shown,
    (viewport) => {
      if (viewport !== width) throw new Error(`${engineLabels[name]} : la fenêtre de ${width} px montre ${viewport} px de page`);
    },
    RESIZE_TIMEOUT_MS,
  );
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The first line a process writes on its standard output (Xvfb's display number). */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0].trim());
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} s'est arrêté (code ${code})`)));
    child.once('error', reject);
  });
}

async function waitForDriver(url: string, driver: ChildProcess) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver s'est arrêté (code ${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver ne répond pas après 30 s');
}

const webDriverKeys: Record<KeyName, string> = { ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Enter: Key.ENTER };

/**
 * WebKit: a virtual display (Xvfb picks a free one), WebKitWebDriver on it, and a session of MiniBrowser,
 * WebKitGTK's own browser. MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK stylesheet
 * of the session's own lets it narrow to a phone's width (the page itself is untouched).
 */
export async function launchWebKit(): Promise<Engine> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'engine-pass-webkit-'));
  await mkdir(path.join(home, 'gtk-3.0'));
  await writeFile(path.join(home, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; padding: 0; margin: 0; }\n');
  const display = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const processes: ChildProcess[] = [display];
  const kill = () => processes.forEach((child) => child.kill());
  // Not left running when the pass ends on an error.
  process.once('exit', kill);
  const stop = async () => {
    kill();
    await rm(home, { recursive: true, force: true });
  };
  try {
    const env = { ...process.env, DISPLAY: `:${await firstLine(display)}`, XDG_CONFIG_HOME: home };
    const port = await freePort();
    const server = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
    processes.push(server);
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, server);
    const driver = await WebDriver.createSession(new Executor(new HttpClient(url)), {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { args: ['--automation'] },
    });
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
    return webDriverEngine(driver, async () => {
      await driver.quit().catch(() => undefined);
      await stop();
    });
  } catch (error) {
    await stop();
    throw error;
  }
}

function webDriverEngine(driver: WebDriver, quit: () => Promise<void>): Engine {
  async function element(target: Target): Promise<WebElement> {
    const found = (await driver.executeScript(locate, target)) as WebElement | null;
    if (!found) throw missing(target);
    return found;
  }
  return {
    name: 'webkit',
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    back: () => driver.navigate().back(),
    url: () => driver.getCurrentUrl(),
    // WebDriver awaits a promise the script returns.
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    click: async (target) => (await element(target)).click(),
    // A line break is the Enter key (WebKit drops a typed "\n").
    type: async (target, text) => (await element(target)).sendKeys(text.replace(/\n/g, Key.ENTER)),
    press: async (key) => driver.actions().sendKeys(webDriverKeys[key]).perform(),
    async resize(width, height) {
      // The window's frame (MiniBrowser's toolbar) takes its share of the height, none of the width.
      await driver.manage().window().setRect({ width, height });
      await expectViewport('webkit', width, async () => (await driver.executeScript(() => document.documentElement.clientWidth)) as number);
    },
    close: quit,
  };
}

/** Firefox ESR, headless, driven over WebDriver BiDi; its scrollbars over the page, as on a phone. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const page = await browser.newPage();
  return bidiEngine(browser, page);
}

/**
 * puppeteer-core sends the screen's orientation with each viewport, a command Firefox ESR 140.12 does not
 * know (`emulation.setScreenOrientationOverride`): the viewport itself is set all the same, and the width
 * the page then shows is checked. Any other failure stands.
 */
function withoutOrientation(error: unknown): void {
  if (!(error instanceof Error && error.message.includes('unknown command emulation.setScreenOrientationOverride'))) throw error;
}

function bidiEngine(browser: Browser, page: Page): Engine {
  async function element(target: Target): Promise<ElementHandle<Element>> {
    const found = (await page.evaluateHandle(locate, target)).asElement() as ElementHandle<Element> | null;
    if (!found) throw missing(target);
    return found;
  }
  return {
    name: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    // The document's own history and address: puppeteer-core's goBack and url() follow BiDi's history
    // events, which Firefox ESR 140.12 does not send for an entry of pushState; the checks that follow
    // wait for what Back shows.
    back: () => page.evaluate(() => history.back()),
    url: () => page.evaluate(() => location.href),
    evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
      return page.evaluate(fn as (...params: unknown[]) => R, ...args) as Promise<Awaited<R>>;
    },
    click: async (target) => (await element(target)).click(),
    type: async (target, text) => (await element(target)).type(text),
    press: (key) => page.keyboard.press(key),
    async resize(width, height) {
      await page.setViewport({ width, height }).catch(withoutOrientation);
      await expectViewport('firefox', width, () => page.evaluate(() => document.documentElement.clientWidth));
    },
    close: () => browser.close(),
  };
}

/** How long one command may take: a page's load, or anything else. */
const COMMAND_TIMEOUT_MS = { load: 60_000, other: 20_000 };

/**
 * The engine with a deadline on each command: a driver that never answers (a click the engine waits on,
 * a page torn down under a script) fails the check that sent it instead of stopping the whole pass.
 */
function withDeadlines(engine: Engine): Engine {
  const guarded = { ...engine };
  for (const key of Object.keys(engine) as (keyof Engine)[]) {
    const command = engine[key];
    if (typeof command !== 'function') continue;
    const ms = ['goto', 'reload', 'back', 'close'].includes(key) ? COMMAND_TIMEOUT_MS.load : COMMAND_TIMEOUT_MS.other;
    (guarded as Record<string, unknown>)[key] = (...args: unknown[]) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${engineLabels[engine.name]} : ${key} sans réponse après ${ms / 1000} s`)), ms);
      });
      return Promise.race([(command as (...params: unknown[]) => Promise<unknown>)(...args), deadline]).finally(() => clearTimeout(timer));
    };
  }
  return guarded;
}

export const launch: Record<EngineName, () => Promise<Engine>> = {
  webkit: async () => withDeadlines(await launchWebKit()),
  firefox: async () => withDeadlines(await launchFirefox()),
};
