import { CONTROL_SCRIPT_ATTRIBUTE, controlAttributes, parseControlSources, prefetchControlScripts, requestControlScripts } from './control-scripts';

const sources = { filter: '/_scripts/filter.abc.js', carousel: '/_scripts/carousel.def.js' };
const requested = () =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[${CONTROL_SCRIPT_ATTRIBUTE}]`)].map((script) => [
    script.getAttribute(CONTROL_SCRIPT_ATTRIBUTE),
    script.getAttribute('src'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('requests the script of a control a navigation brought, once, and no other', () => {
  document.body.innerHTML = `<section><button ${controlAttributes.carousel}="1">›</button></section>`;
  requestControlScripts(sources);
  requestControlScripts(sources);
  expect(requested()).toEqual([['carousel', sources.carousel]]);
});

it('requests nothing for a control whose script the page carries inline', () => {
  document.head.innerHTML = `<script ${CONTROL_SCRIPT_ATTRIBUTE}="filter"></script>`;
  document.body.innerHTML = `<div ${controlAttributes.filter}></div>`;
  requestControlScripts(sources);
  expect(requested()).toEqual([['filter', null]]);
});

it('requests nothing without a control, or without an address for it', () => {
  requestControlScripts(sources);
  expect(requested()).toEqual([]);
  document.body.innerHTML = `<div ${controlAttributes.filter}></div>`;
  requestControlScripts({});
  expect(requested()).toEqual([]);
});

it('reads the addresses the site script’s element gives, and none from a missing attribute', () => {
  expect(parseControlSources(JSON.stringify(sources))).toEqual(sources);
  expect(parseControlSources(null)).toEqual({});
});

it('has the scripts of the controls the page lacks prefetched, not the ones it carries', () => {
  document.head.innerHTML = `<script ${CONTROL_SCRIPT_ATTRIBUTE}="filter"></script>`;
  prefetchControlScripts(sources);
  const prefetched = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  expect(prefetched).toEqual([sources.carousel]);
});
