/** @jest-environment node */
import { chromiumLines, findChromium, playwrightInstallCommand, systemChromiumPaths, type Machine } from './chromium';

const playwrightChromium = '/home/owner/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine on which only the given files exist. */
function machine(files: string[], { env = {}, platform = 'linux' }: Partial<Pick<Machine, 'env' | 'platform'>> = {}): Machine {
  return { env, platform, exists: (file) => files.includes(file), playwrightChromium };
}

describe('findChromium', () => {
  it("takes CHROMIUM_PATH first, as it is, even where it names no file (the runner reports it)", () => {
    const chosen = '/opt/chromium/chrome';
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium], { env: { CHROMIUM_PATH: chosen } }))).toEqual({
      executable: chosen,
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium(machine([], { env: { CHROMIUM_PATH: chosen } }))?.executable).toBe(chosen);
  });

  it("takes the system's Chromium before Playwright's", () => {
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium]))).toEqual({ executable: '/usr/bin/chromium', source: 'system' });
  });

  it("takes Playwright's own when the system has none", () => {
    expect(findChromium(machine([playwrightChromium]))).toEqual({ executable: playwrightChromium, source: 'playwright' });
  });

  it('finds nothing on a machine with neither', () => {
    expect(findChromium(machine([]))).toBeUndefined();
  });

  it("passes the system's over with CHROMIUM_SKIP_SYSTEM=1, as on a machine without one", () => {
    const env = { CHROMIUM_SKIP_SYSTEM: '1' };
    expect(findChromium(machine(['/usr/bin/chromium'], { env }))).toBeUndefined();
    expect(findChromium(machine(['/usr/bin/chromium', playwrightChromium], { env }))?.source).toBe('playwright');
  });

  it('ignores an empty CHROMIUM_PATH', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '' } }))?.source).toBe('system');
  });
});

describe('systemChromiumPaths', () => {
  it("finds Debian's and Fedora's packages", () => {
    expect(findChromium(machine(['/usr/bin/chromium']))?.executable).toBe('/usr/bin/chromium');
    expect(findChromium(machine(['/usr/bin/chromium-browser']))?.executable).toBe('/usr/bin/chromium-browser');
  });

  it("leaves Ubuntu's snap to Playwright's download", () => {
    expect(findChromium(machine(['/snap/bin/chromium', '/usr/bin/chromium-browser']))).toBeUndefined();
  });

  it('finds the macOS app', () => {
    const app = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(machine([app], { platform: 'darwin' }))?.executable).toBe(app);
  });

  it("finds Windows' per-user install before the machine-wide one", () => {
    const env = { LOCALAPPDATA: 'C:\\Users\\owner\\AppData\\Local', ProgramFiles: 'C:\\Program Files' };
    const perUser = 'C:\\Users\\owner\\AppData\\Local\\Chromium\\Application\\chrome.exe';
    const machineWide = 'C:\\Program Files\\Chromium\\Application\\chrome.exe';
    expect(systemChromiumPaths(machine([], { env, platform: 'win32' }))).toEqual([perUser, machineWide]);
    expect(findChromium(machine([perUser, machineWide], { env, platform: 'win32' }))?.executable).toBe(perUser);
    expect(findChromium(machine([machineWide], { env, platform: 'win32' }))?.executable).toBe(machineWide);
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
