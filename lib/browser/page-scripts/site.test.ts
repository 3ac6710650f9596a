import { pagePath } from '@/lib/i18n/routes';
import { counterText } from '../carousel';
import { projectCount, resultText } from '../filters';
import { THEME_ATTRIBUTE, THEME_INPUT_NAME, THEME_STORAGE_KEY } from '../theme';

// The site script as a page runs it, first in <head>: everything it binds comes later, parsed or brought
// by a client-side navigation, and is bound as it arrives (a mutation observer, called before the next paint).
// Its observer outlives the test file unless disconnected: the document is gone by then.
const observers: MutationObserver[] = [];
const NativeObserver = window.MutationObserver;
window.MutationObserver = class extends NativeObserver {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.push(this);
  }
};
afterAll(() => observers.forEach((observer) => observer.disconnect()));

beforeAll(async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  window.history.replaceState(null, '', '/projets?tags=PHP');
  await import('./site');
});

/** Lets the mutation observer run, as it does before the next paint. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

it('applies the stored theme at once, before anything is parsed', () => {
  expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
});

it('checks the theme radio, binds the filter and the carousel as they arrive', async () => {
  document.body.innerHTML = `
    <fieldset><input type="radio" name="${THEME_INPUT_NAME}" value="system" checked>
      <input type="radio" name="${THEME_INPUT_NAME}" value="dark"></fieldset>
    <div data-project-filter>
      <details data-filter-panel><fieldset data-filter-fields disabled>
        <button type="button" data-filter-tag="PHP" aria-pressed="false">PHP</button></fieldset></details>
      <ul data-filter-results><li data-filter-item data-type="personnel" data-tags='["PHP"]'>A</li>
        <li data-filter-item data-type="personnel" data-tags='[]'>B</li></ul>
    </div>
    <section data-carousel><button type="button" data-carousel-step="1" disabled>›</button></section>`;
  await observed();
  expect(document.querySelector<HTMLInputElement>('input[value="dark"]')!.checked).toBe(true);
  expect(document.querySelector('fieldset[data-filter-fields]')).toBeEnabled();
  expect(document.querySelector('details')!.open).toBe(true);
  expect([...document.querySelectorAll('li')].map((item) => item.hidden)).toEqual([false, true]);
  expect(document.querySelector('[data-carousel-step]')).toBeEnabled();
});

it('moves a carousel past its video slide, pausing the video it leaves', async () => {
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  document.body.innerHTML = `
    <section data-carousel>
      <div data-carousel-track>
        <figure data-carousel-slide="image"><img alt="1"></figure>
        <figure data-carousel-slide="video" hidden><video controls muted preload="none" data-carousel-video></video></figure>
      </div>
      <button type="button" data-carousel-step="1" disabled>›</button>
      <p data-carousel-counter>Image 1 sur 2</p>
    </section>`;
  await observed();
  const step = document.querySelector<HTMLButtonElement>('[data-carousel-step]')!;
  const counter = document.querySelector('[data-carousel-counter]')!;
  step.click();
  expect(counter).toHaveTextContent('Vidéo 2 sur 2');
  expect(pause).not.toHaveBeenCalled();
  step.click();
  expect(counter).toHaveTextContent('Image 1 sur 2');
  expect(pause).toHaveBeenCalledTimes(1);
  pause.mockRestore();
});

it('writes the counts and the carousel’s counter in the language of the page, and carries the filter to the other one', async () => {
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', `${pagePath('en', { page: 'projects' })}?tags=PHP`);
  document.body.innerHTML = `
    <header><a href="${pagePath('fr', { page: 'projects' })}" hreflang="fr-FR" lang="fr-FR" data-language-link>Français</a></header>
    <div data-project-filter>
      <details data-filter-panel><fieldset data-filter-fields disabled>
        <button type="button" data-filter-tag="PHP" aria-pressed="false" data-filter-choice>PHP
          <span data-count-shown>· 1</span><span data-count-spoken> (1 projet)</span></button></fieldset></details>
      <p data-filter-status>2 projets sur 2</p>
      <ul data-filter-results><li data-filter-item data-type="personnel" data-tags='["PHP"]'>A</li>
        <li data-filter-item data-type="personnel" data-tags='[]'>B</li></ul>
    </div>
    <section data-carousel>
      <div data-carousel-track>
        <figure data-carousel-slide="image"><img alt="1"></figure>
        <figure data-carousel-slide="image" hidden><img alt="2"></figure>
      </div>
      <button type="button" data-carousel-step="1" disabled>›</button>
      <p data-carousel-counter>Image 1 sur 2</p>
    </section>`;
  await observed();
  expect(document.querySelector('[data-filter-status]')).toHaveTextContent(resultText('en', 1, 2));
  expect(document.querySelector('[data-count-spoken]')).toHaveTextContent(projectCount('en', 1));
  const link = document.querySelector<HTMLAnchorElement>('[data-language-link]')!;
  expect(`${link.pathname}${link.search}`).toBe(`${pagePath('fr', { page: 'projects' })}?tags=PHP`);
  document.querySelector<HTMLButtonElement>('[data-carousel-step]')!.click();
  expect(document.querySelector('[data-carousel-counter]')).toHaveTextContent(counterText('en', 1, 2));
  document.documentElement.removeAttribute('lang');
});
