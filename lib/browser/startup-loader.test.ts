import { loadAfterFirstPaint, STARTUP_RAN_ATTRIBUTE, STARTUP_RAN_EVENT, STARTUP_SCRIPTS_ATTRIBUTE, startupPending } from './startup-loader';

const requested = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

/** The loader's own element, as the post-build step writes it. */
function loaderElement(sources: string[]): HTMLScriptElement {
  const loader = document.createElement('script');
  loader.setAttribute(STARTUP_SCRIPTS_ATTRIBUTE, JSON.stringify(sources));
  document.body.append(loader);
  return loader;
}

describe('the startup loader', () => {
  afterEach(() => {
    document.querySelectorAll('script').forEach((script) => script.remove());
    jest.restoreAllMocks();
  });

  it('requests the scripts once the first frame is drawn, not before', () => {
    jest.useFakeTimers();
    loadAfterFirstPaint(loaderElement(['/a.js', '/b.js']));
    expect(requested()).toEqual([]);
    jest.runAllTimers();
    expect(requested()).toEqual(['/a.js', '/b.js']);
    jest.useRealTimers();
  });

  it('requests one script per task, so that no task of its own lasts long', () => {
    jest.useFakeTimers();
    loadAfterFirstPaint(loaderElement(['/a.js', '/b.js', '/c.js']));
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual(['/a.js']);
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual(['/a.js', '/b.js']);
    jest.runAllTimers();
    expect(requested()).toEqual(['/a.js', '/b.js', '/c.js']);
    jest.useRealTimers();
  });

  it('requests them as async scripts, as Next wrote them, for React to find them when it hydrates', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAfterFirstPaint(loaderElement(['/a.js']));
    expect(document.querySelector('script[async][src="/a.js"]')).not.toBeNull();
  });

  it('requests them at once in a background tab, which draws no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAfterFirstPaint(loaderElement(['/a.js']));
    expect(requested()).toEqual(['/a.js']);
  });

  it('marks its element and tells the document once every script it requested has run or failed, not before', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const loader = loaderElement(['/a.js', '/b.js']);
    const told = jest.fn();
    document.addEventListener(STARTUP_RAN_EVENT, told);
    loadAfterFirstPaint(loader);
    const [a, b] = document.querySelectorAll('script[src]');
    a.dispatchEvent(new Event('load'));
    expect(startupPending()).toBe(true);
    expect(told).not.toHaveBeenCalled();
    b.dispatchEvent(new Event('error'));
    expect(loader.hasAttribute(STARTUP_RAN_ATTRIBUTE)).toBe(true);
    expect(startupPending()).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener(STARTUP_RAN_EVENT, told);
  });

  it('has nothing pending in a document without a loader', () => {
    expect(startupPending()).toBe(false);
  });
});
