import { afterLoad } from './after-load';

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  jest.restoreAllMocks();
});

/** A page still loading (the test's own document has loaded). */
const loading = () => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

it('runs the task once the page has loaded, when the browser next has the main thread idle, and once', () => {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
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
  const idle: (() => void)[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
  const task = jest.fn();
  afterLoad(task);
  expect(task).not.toHaveBeenCalled();
  idle.forEach((run) => run());
  expect(task).toHaveBeenCalledTimes(1);
});
