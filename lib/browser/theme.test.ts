import { messages } from '@/lib/i18n/messages';
import {
  checkThemeRadio,
  installTheme,
  THEME_ATTRIBUTE,
  THEME_INPUT_NAME,
  THEME_STORAGE_KEY,
  themeChoices,
  type ThemeChoice,
} from './theme';

const html = document.documentElement;
const uninstalls: (() => void)[] = [];
/** What the site script in <head> does first: the theme's listeners, and a stored choice applied. */
const install = () => uninstalls.push(installTheme());
afterEach(() => uninstalls.splice(0).forEach((uninstall) => uninstall()));

/** The switcher's radios, as ThemeSwitcher renders them: "Système" checked in the HTML. */
function renderRadios() {
  document.body.innerHTML = themeChoices
    .map(
      (value) =>
        `<label><input type="radio" name="${THEME_INPUT_NAME}" value="${value}"` +
        `${value === 'system' ? ' checked' : ''}>${messages('fr').theme.choices[value]}</label>`,
    )
    .join('');
}

const radio = (value: ThemeChoice) =>
  document.querySelector<HTMLInputElement>(`input[name="${THEME_INPUT_NAME}"][value="${value}"]`)!;
const checkedChoice = () =>
  document.querySelector<HTMLInputElement>(`input[name="${THEME_INPUT_NAME}"]:checked`)?.value;

function choose(value: ThemeChoice) {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(THEME_ATTRIBUTE);
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the theme switcher, from the site script in <head>', () => {
  it('leaves <html> without attribute, the system theme, when nothing is stored', () => {
    install();
    expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it.each(['light', 'dark'] as const)('applies a stored "%s" choice before anything else runs', (choice) => {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
    install();
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe(choice);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    install();
    expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('applies and stores each choice of the radios, "Système" by forgetting the stored one', () => {
    install();
    renderRadios();
    choose('dark');
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    choose('light');
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    choose('system');
    expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('ignores changes of other fields', () => {
    install();
    document.body.innerHTML = '<input type="radio" name="type" value="dark">';
    const other = document.querySelector('input')!;
    other.checked = true;
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still applies a choice when storage refuses access, and throws nothing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    // An exception in a listener does not reach dispatchEvent's caller: the window reports it.
    const uncaught = jest.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', uncaught);
    expect(install).not.toThrow();
    renderRadios();
    choose('dark');
    window.removeEventListener('error', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    install();
    renderRadios();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(checkedChoice()).toBe('dark');
  });

  it('follows the stored choice when a page comes back from the back-forward cache', () => {
    install();
    renderRadios();
    choose('light');
    // Meanwhile, another page of the site switched to the system theme.
    localStorage.removeItem(THEME_STORAGE_KEY);
    const pageshow = new Event('pageshow');
    Object.defineProperty(pageshow, 'persisted', { value: true });
    window.dispatchEvent(pageshow);
    expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(checkedChoice()).toBe('system');
  });
});

describe('the radios, as they are parsed', () => {
  it.each(['light', 'dark'] as const)('check "%s" when <html> carries it', (choice) => {
    html.setAttribute(THEME_ATTRIBUTE, choice);
    renderRadios();
    checkThemeRadio();
    expect(checkedChoice()).toBe(choice);
  });

  it('leave "Système" checked without an attribute', () => {
    renderRadios();
    checkThemeRadio();
    expect(checkedChoice()).toBe('system');
  });

  it('check the stored theme in the radios a client-side navigation brings, and again once unchecked', () => {
    html.setAttribute(THEME_ATTRIBUTE, 'dark');
    renderRadios();
    checkThemeRadio();
    // The next page's header: new radios, "Système" checked as in every page's HTML.
    renderRadios();
    expect(checkedChoice()).toBe('system');
    checkThemeRadio();
    expect(checkedChoice()).toBe('dark');
    radio('light').checked = true;
    checkThemeRadio();
    expect(checkedChoice()).toBe('dark');
  });
});

describe('the choices', () => {
  it('offer Système, Clair and Sombre, the system first', () => {
    expect(themeChoices.map((choice) => messages('fr').theme.choices[choice])).toEqual(['Système', 'Clair', 'Sombre']);
    expect(themeChoices[0]).toBe('system');
  });
});
