// Which Chromium the end-to-end tests, the screenshots and the bench drive, decided in one place.
// scripts/chromium.mts hands it the real machine; its tests hand it made-up ones. In this order:
//   1. CHROMIUM_PATH when set: the owner's choice, taken as it is (a wrong path is reported, not passed over);
//   2. the system's Chromium where each system's package puts it. Not Ubuntu's, a snap: confined, it
//      cannot read the profile Playwright writes in /tmp. CHROMIUM_SKIP_SYSTEM=1 passes this step over,
//      so a machine that has one can try what a machine without one does. For the tests, its headless
//      shell first where the system has one: Playwright's own headless runs use a headless shell, which
//      runs the end-to-end suite in less than half the whole browser's time (docs/performance.md);
//      the bench measures what visitors run, the whole browser;
//   3. Playwright's own, once `npx playwright install chromium` has downloaded it (with its headless shell).
import path from 'node:path';

export interface Machine {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  exists: (file: string) => boolean;
  /** Where Playwright keeps its own Chromium, downloaded or not. */
  playwrightChromium: string;
}

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'playwright';

/** What the browser is for: the tests and screenshots (headless), or the bench (the browser visitors run). */
export type ChromiumUse = 'tests' | 'bench';

export interface Chromium {
  executable: string;
  source: ChromiumSource;
}

/** The command that downloads Playwright's Chromium, as the owner would type it. */
export const playwrightInstallCommand = 'npx playwright install chromium';

/** Where a system package installs Chromium. */
export function systemChromiumPaths({ env, platform, exists }: Pick<Machine, 'env' | 'platform' | 'exists'>): string[] {
  switch (platform) {
    case 'linux':
      // Debian, Arch, openSUSE: /usr/bin/chromium. Fedora: /usr/bin/chromium-browser, which on Ubuntu is
      // the snap's launcher instead (it comes with /snap/bin/chromium).
      return exists('/snap/bin/chromium') ? ['/usr/bin/chromium'] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
    case 'darwin':
      // Homebrew's cask and the downloaded app.
      return ['/Applications/Chromium.app/Contents/MacOS/Chromium'];
    case 'win32':
      // The installer's per-user, then machine-wide, folder.
      return [env.LOCALAPPDATA, env.ProgramFiles, env['ProgramFiles(x86)']]
        .filter((folder): folder is string => Boolean(folder))
        .map((folder) => path.win32.join(folder, 'Chromium', 'Application', 'chrome.exe'));
    default:
      return [];
  }
}

/** Where a system package installs Chromium's headless shell (the old headless mode, without a window system). */
export function systemHeadlessShellPaths({ platform }: Pick<Machine, 'platform'>): string[] {
  // Debian's chromium-headless-shell (its /usr/bin launcher is a shell script that does not exec: the
  // binary itself, so that closing the browser ends its process); Fedora's chromium-headless.
  return platform === 'linux' ? ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib64/chromium-browser/headless_shell'] : [];
}

export function findChromium(machine: Machine, use: ChromiumUse): Chromium | undefined {
  const { env, exists, playwrightChromium } = machine;
  if (env.CHROMIUM_PATH) return { executable: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const candidates = [...(use === 'tests' ? systemHeadlessShellPaths(machine) : []), ...systemChromiumPaths(machine)];
  const system = env.CHROMIUM_SKIP_SYSTEM === '1' ? undefined : candidates.find(exists);
  if (system) return { executable: system, source: 'system' };
  return exists(playwrightChromium) ? { executable: playwrightChromium, source: 'playwright' } : undefined;
}

const sourceNames: Record<ChromiumSource, string> = {
  CHROMIUM_PATH: 'CHROMIUM_PATH',
  system: 'celui du système',
  playwright: 'celui de Playwright',
};

/** The one line each outcome prints before the tests (the runner's checks are in French). */
export const chromiumLines = {
  found: ({ executable, source }: Chromium) => `Navigateur des tests : ${executable} (${sourceNames[source]}).`,
  missingChosen: (executable: string) =>
    `CHROMIUM_PATH désigne ${executable}, qui n'existe pas : corrigez ce chemin ou retirez la variable, puis relancez.`,
  installing: () => `Aucun Chromium sur cette machine : téléchargement de celui de Playwright (${playwrightInstallCommand})…`,
  installFailed: () =>
    `Pas de Chromium pour les tests, et son téléchargement a échoué : lancez « ${playwrightInstallCommand} » (ou installez Chromium, ou donnez son chemin dans CHROMIUM_PATH), puis relancez.`,
};
