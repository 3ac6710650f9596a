import { loadAfterFirstPaint } from './startup-loader';

const requested = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the startup loader', () => {
  afterEach(() => {
    document.querySelectorAll('script').forEach((script) => script.remove());
    jest.restoreAllMocks();
  });

  it('requests the scripts once the first frame is drawn, not before', () => {
    jest.useFakeTimers();
    loadAfterFirstPaint(['/a.js', '/b.js']);
    expect(requested()).toEqual([]);
    jest.runAllTimers();
    expect(requested()).toEqual(['/a.js', '/b.js']);
    jest.useRealTimers();
  });

  it('requests them as async scripts, as Next wrote them, for React to find them when it hydrates', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAfterFirstPaint(['/a.js']);
    expect(document.querySelector('script[async][src="/a.js"]')).not.toBeNull();
  });

  it('requests them at once in a background tab, which draws no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAfterFirstPaint(['/a.js']);
    expect(requested()).toEqual(['/a.js']);
  });
});
