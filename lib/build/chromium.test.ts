/** @jest-environment node */
import { chromiumLines, findChromium, playwrightInstallCommand, systemChromiumPaths, systemHeadlessShellPaths, type Machine } from './chromium';

const playwrightChromium = '/home/owner/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine on which only the given files exist. */
function machine(files: string[], { env = {}, platform = 'linux' }: Partial<Pick<Machine, 'env' | 'platform'>> = {}): Machine {
  return { env, platform, exists: (file) => files.includes(file), playwrightChromium };
}

describe('findChromium', () => {
  it("takes CHROMIUM_PATH first, as it is, even where it names no file (the runner reports it)", () => {
    const chosen = '/opt/chromium/chrome';
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium], { env: { CHROMIUM_PATH: chosen } }), 'tests')).toEqual({
      executable: chosen,
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium(machine([], { env: { CHROMIUM_PATH: chosen } }), 'tests')?.executable).toBe(chosen);
  });

  it("takes the system's Chromium before Playwright's", () => {
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium]), 'tests')).toEqual({ executable: '/usr/bin/chromium', source: 'system' });
  });

  it("takes Playwright's own when the system has none", () => {
    expect(findChromium(machine([playwrightChromium]), 'tests')).toEqual({ executable: playwrightChromium, source: 'playwright' });
  });

  it('finds nothing on a machine with neither', () => {
    expect(findChromium(machine([]), 'tests')).toBeUndefined();
  });

  it("passes the system's over with CHROMIUM_SKIP_SYSTEM=1, as on a machine without one", () => {
    const env = { CHROMIUM_SKIP_SYSTEM: '1' };
    expect(findChromium(machine(['/usr/bin/chromium'], { env }), 'tests')).toBeUndefined();
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium], { env }), 'tests')?.source).toBe('playwright');
  });

  it("runs the tests in the system's headless shell where it has one, and the bench in the whole browser", () => {
    const [debianShell, fedoraShell] = systemHeadlessShellPaths({ platform: 'linux' });
    const debian = machine(['/usr/bin/chromium', debianShell, playwrightChromium]);
    expect(findChromium(debian, 'tests')).toEqual({ executable: debianShell, source: 'system' });
    expect(findChromium(debian, 'bench')).toEqual({ executable: '/usr/bin/chromium', source: 'system' });
    expect(findChromium(machine(['/usr/bin/chromium-browser', fedoraShell]), 'tests')?.executable).toBe(fedoraShell);
    // A shell alone does not make a bench browser: Playwright's whole one then.
    expect(findChromium(machine([debianShell, playwrightChromium]), 'bench')).toEqual({ executable: playwrightChromium, source: 'playwright' });
    expect(systemHeadlessShellPaths({ platform: 'darwin' })).toEqual([]);
  });

  it('ignores an empty CHROMIUM_PATH', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '' } }), 'tests')?.source).toBe('system');
  });
});

describe('systemChromiumPaths', () => {
  it("finds Debian's and Fedora's packages", () => {
    expect(findChromium(machine(['/usr/bin/chromium']), 'tests')?.executable).toBe('/usr/bin/chromium');
    expect(findChromium(machine(['/usr/bin/chromium-browser']), 'tests')?.executable).toBe('/usr/bin/chromium-browser');
  });

  it("leaves Ubuntu's snap to Playwright's download", () => {
    expect(findChromium(machine(['/snap/bin/chromium', '/usr/bin/chromium-browser']), 'tests')).toBeUndefined();
  });

  it('finds the macOS app', () => {
    const app = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(machine([app], { platform: 'darwin' }), 'tests')?.executable).toBe(app);
  });

  it("finds Windows' per-user install before the machine-wide one", () => {
    const env = { LOCALAPPDATA: 'C:\\Users\\owner\\AppData\\Local', ProgramFiles: 'C:\\Program Files' };
    const perUser = 'C:\\Users\\owner\\AppData\\Local\\Chromium\\Application\\chrome.exe';
    const machineWide = 'C:\\Program Files\\Chromium\\Application\\chrome.exe';
    expect(systemChromiumPaths(machine([], { env, platform: 'win32' }))).toEqual([perUser, machineWide]);
    expect(findChromium(machine([perUser, machineWide], { env, platform: 'win32' }), 'tests')?.executable).toBe(perUser);
    expect(findChromium(machine([machineWide], { env, platform: 'win32' }), 'tests')?.executable).toBe(machineWide);
  });

  it('knows no place on other systems', () => {
    expect(systemChromiumPaths(machine(['/usr/bin/chromium'], { platform: 'freebsd' }))).toEqual([]);
  });
});

describe('chromiumLines', () => {
  it('each fits on one line, and the failure names the command to run', () => {
    const lines = [
      chromiumLines.found({ executable: '/usr/bin/chromium', source: 'system' }),
      chromiumLines.missingChosen('/opt/chromium/chrome'),
      chromiumLines.installing(),
      chromiumLines.installFailed(),
    ];
    for (const line of lines) expect(line).not.toMatch(/\n/);
    expect(chromiumLines.installFailed()).toContain(`« ${playwrightInstallCommand} »`);
    expect(chromiumLines.missingChosen('/opt/chromium/chrome')).toContain('/opt/chromium/chrome');
  });
});
