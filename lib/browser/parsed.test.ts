import { disconnectObserversAfterAll } from '@/lib/test/observers';
import { bindAsParsed, isParsed } from './parsed';

describe('whether the parser is past an element', () => {
  afterEach(() => jest.restoreAllMocks());
  const loading = () => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

  it('is so once the document is parsed', () => {
    document.body.innerHTML = '<div id="last"></div>';
    expect(isParsed(document.getElementById('last')!)).toBe(true);
  });

  it('is not while the element is the last thing parsed, and is once a node follows it or an ancestor', () => {
    loading();
    document.body.innerHTML = '<main><div id="list"><ul></ul></div></main>';
    const list = document.getElementById('list')!;
    expect(isParsed(list)).toBe(false);
    document.querySelector('main')!.after(document.createElement('footer'));
    expect(isParsed(list)).toBe(true);
  });
});

describe('binding as elements arrive', () => {
  disconnectObserversAfterAll();

  it('binds what a script requested late finds at once, then what a navigation brings', async () => {
    document.body.innerHTML = '<div id="control"></div>';
    const bound: string[] = [];
    bindAsParsed(() => document.querySelectorAll('div').forEach((element) => bound.push(element.id)));
    expect(bound).toEqual(['control']);
    document.body.innerHTML = '<div id="brought"></div>';
    await new Promise((resolve) => setTimeout(resolve));
    expect(bound).toEqual(['control', 'brought']);
  });
});
