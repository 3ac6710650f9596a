import { CONTROL_SCRIPT_ATTRIBUTE, controlAttributes, controlSourcesBeside, prefetchControlScripts, requestControlScripts } from './control-scripts';

const sources = { filter: '/_scripts/abc/filter.js', carousel: '/_scripts/abc/carousel.js' };
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

it('finds each control’s script beside the navigation script, under the base path, and none without its address', () => {
  expect(controlSourcesBeside('https://example.org/portfolio/_scripts/abc/navigation.js')).toEqual({
    filter: 'https://example.org/portfolio/_scripts/abc/filter.js',
    carousel: 'https://example.org/portfolio/_scripts/abc/carousel.js',
  });
  expect(controlSourcesBeside(undefined)).toEqual({});
});

describe('once the page has loaded', () => {
  // Stand for the bundled controls' code: each calls its mock, so a test sees which ran.
  const ran = { filter: jest.fn(), carousel: jest.fn() };
  const code = { [sources.filter]: 'filter()', [sources.carousel]: 'carousel()' };
  beforeAll(() => {
    Object.assign(window, ran);
    window.fetch = jest.fn((url: string) => Promise.resolve({ ok: true, text: () => Promise.resolve(code[url]) })) as unknown as typeof fetch;
  });

  it('fetches the code of the controls the page lacks, not of the ones it carries', () => {
    document.head.innerHTML = `<script ${CONTROL_SCRIPT_ATTRIBUTE}="filter"></script>`;
    prefetchControlScripts(sources);
    expect(jest.mocked(window.fetch).mock.calls.map(([url]) => url)).toEqual([sources.carousel]);
  });

  it('runs a fetched control’s code at once when a navigation brings the control, without requesting it', async () => {
    await new Promise((resolve) => setTimeout(resolve));
    document.body.innerHTML = `<section><button ${controlAttributes.carousel}="1">›</button></section>`;
    requestControlScripts(sources);
    expect(requested()).toEqual([['carousel', null]]);
    expect(ran.carousel).toHaveBeenCalledTimes(1);
    expect(ran.filter).not.toHaveBeenCalled();
  });
});
