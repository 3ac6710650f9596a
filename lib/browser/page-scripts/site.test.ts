import { pagePath } from '@/lib/i18n/routes';
import { disconnectObserversAfterAll } from '@/lib/test/observers';
import { counterText } from '../carousel';
import { carouselAttributes as c } from '../carousel-attributes';
import { selector } from '../data-attributes';
import { filterAttributes as f } from '../filter-attributes';
import { projectCount, resultText } from '../filters';
import { THEME_ATTRIBUTE, THEME_INPUT_NAME, THEME_STORAGE_KEY } from '../theme';

// The site script and the controls' scripts as a page with a list and a carousel runs them, first in
// <head>: everything they bind comes later, parsed or brought by a client-side navigation, and is bound as
// it arrives (mutation observers, called before the next paint).
disconnectObserversAfterAll();

beforeAll(async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  window.history.replaceState(null, '', '/projets?tags=PHP');
  await import('./site');
  await import('./filter');
  await import('./carousel');
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
    <div ${f.root}>
      <details ${f.panel}><fieldset ${f.fields} disabled>
        <button type="button" ${f.tag}="PHP" aria-pressed="false">PHP</button></fieldset></details>
      <ul ${f.results}><li ${f.item} ${f.itemType}="personnel" ${f.itemTags}='["PHP"]'>A</li>
        <li ${f.item} ${f.itemType}="personnel" ${f.itemTags}='[]'>B</li></ul>
    </div>
    <section ${c.root}><button type="button" ${c.step}="1" disabled>›</button></section>`;
  await observed();
  expect(document.querySelector<HTMLInputElement>('input[value="dark"]')!.checked).toBe(true);
  expect(document.querySelector(`fieldset${selector(f.fields)}`)).toBeEnabled();
  expect(document.querySelector('details')!.open).toBe(true);
  expect([...document.querySelectorAll('li')].map((item) => item.hidden)).toEqual([false, true]);
  expect(document.querySelector(selector(c.step))).toBeEnabled();
});

it('moves a carousel past its video slide, pausing the video it leaves', async () => {
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  document.body.innerHTML = `
    <section ${c.root}>
      <div ${c.track}>
        <figure ${c.slide}="image"><img alt="1"></figure>
        <figure ${c.slide}="video" hidden><video controls muted preload="none" ${c.video}></video></figure>
      </div>
      <button type="button" ${c.step}="1" disabled>›</button>
      <p ${c.counter}>Image 1 sur 2</p>
    </section>`;
  await observed();
  const step = document.querySelector<HTMLButtonElement>(selector(c.step))!;
  const counter = document.querySelector(selector(c.counter))!;
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
    <header><a href="${pagePath('fr', { page: 'projects' })}" hreflang="fr-FR" lang="fr-FR" ${f.languageLink}>Français</a></header>
    <div ${f.root}>
      <details ${f.panel}><fieldset ${f.fields} disabled>
        <button type="button" ${f.tag}="PHP" aria-pressed="false" ${f.choice}>PHP
          <span ${f.countShown}>· 1</span><span ${f.countSpoken}> (1 projet)</span></button></fieldset></details>
      <p ${f.status}>2 projets sur 2</p>
      <ul ${f.results}><li ${f.item} ${f.itemType}="personnel" ${f.itemTags}='["PHP"]'>A</li>
        <li ${f.item} ${f.itemType}="personnel" ${f.itemTags}='[]'>B</li></ul>
    </div>
    <section ${c.root}>
      <div ${c.track}>
        <figure ${c.slide}="image"><img alt="1"></figure>
        <figure ${c.slide}="image" hidden><img alt="2"></figure>
      </div>
      <button type="button" ${c.step}="1" disabled>›</button>
      <p ${c.counter}>Image 1 sur 2</p>
    </section>`;
  await observed();
  expect(document.querySelector(selector(f.status))).toHaveTextContent(resultText('en', 1, 2));
  expect(document.querySelector(selector(f.countSpoken))).toHaveTextContent(projectCount('en', 1));
  const link = document.querySelector<HTMLAnchorElement>(selector(f.languageLink))!;
  expect(`${link.pathname}${link.search}`).toBe(`${pagePath('fr', { page: 'projects' })}?tags=PHP`);
  document.querySelector<HTMLButtonElement>(selector(c.step))!.click();
  expect(document.querySelector(selector(c.counter))).toHaveTextContent(counterText('en', 1, 2));
  document.documentElement.removeAttribute('lang');
});
