import { afterLoad } from './after-load';
import { STARTUP_RAN_ATTRIBUTE, STARTUP_RAN_EVENT, STARTUP_SCRIPTS_ATTRIBUTE } from './startup-loader';

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  jest.restoreAllMocks();
});

/** The idle callbacks the page asks for, to run when the test says the main thread is idle. */
function idleCallbacks(): (() => void)[] {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
  return idle;
}

/** A page still loading (the test's own document has loaded). */
const loading = () => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

it('runs the task once the page has loaded, when the browser next has the main thread idle, and once', () => {
  const idle = idleCallbacks();
  const task = jest.fn();
  loading();
  afterLoad(task);
  expect(task).not.toHaveBeenCalled();
  dispatchEvent(new Event('load'));
  expect(task).not.toHaveBeenCalled();
  idle.forEach((run) => run());
  expect(task).toHaveBeenCalledTimes(1);
  dispatchEvent(new Event('load'));
  expect(idle).toHaveLength(1);
});

it('runs it in a task of its own after the load event where the browser has no idle callbacks', async () => {
  const task = jest.fn();
  loading();
  afterLoad(task);
  dispatchEvent(new Event('load'));
  expect(task).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve));
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs it when the main thread is next idle when the page has already loaded (a script requested after the first paint)', () => {
  const idle = idleCallbacks();
  const task = jest.fn();
  afterLoad(task);
  expect(task).not.toHaveBeenCalled();
  idle.forEach((run) => run());
  expect(task).toHaveBeenCalledTimes(1);
});

/** A loader's element, its scripts still to run. */
function pendingLoader(): HTMLScriptElement {
  const loader = document.createElement('script');
  loader.setAttribute(STARTUP_SCRIPTS_ATTRIBUTE, '["/a.js"]');
  document.body.append(loader);
  return loader;
}

/** What the loader does once its scripts have run. */
function startupRan(loader: HTMLScriptElement) {
  loader.setAttribute(STARTUP_RAN_ATTRIBUTE, '');
  document.dispatchEvent(new Event(STARTUP_RAN_EVENT));
}

it('waits for the startup scripts the loader requested to have run, on a page that has loaded before them', () => {
  const idle = idleCallbacks();
  const loader = pendingLoader();
  const task = jest.fn();
  afterLoad(task);
  expect(idle).toHaveLength(0);
  startupRan(loader);
  idle.forEach((run) => run());
  expect(task).toHaveBeenCalledTimes(1);
  loader.remove();
});

it('waits for the load event too when the startup scripts have run first', () => {
  const idle = idleCallbacks();
  const loader = pendingLoader();
  const task = jest.fn();
  loading();
  afterLoad(task);
  startupRan(loader);
  expect(idle).toHaveLength(0);
  dispatchEvent(new Event('load'));
  idle.forEach((run) => run());
  expect(task).toHaveBeenCalledTimes(1);
  loader.remove();
});
