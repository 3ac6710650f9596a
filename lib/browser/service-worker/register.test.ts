import { registerServiceWorker } from './register';

const register = jest.fn(() => Promise.resolve());

beforeEach(() => {
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** The load event, then the task the registration waits for (jsdom has no idle callbacks: a timer). */
const load = async () => {
  dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve));
};

it('registers the worker at its address once the page has loaded, in a task of its own, not before', async () => {
  registerServiceWorker('/portfolio/service-worker.js');
  expect(register).not.toHaveBeenCalled();
  dispatchEvent(new Event('load'));
  expect(register).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve));
  expect(register).toHaveBeenCalledWith('/portfolio/service-worker.js');
  await load();
  expect(register).toHaveBeenCalledTimes(1);
});

it('registers nothing without an address', async () => {
  registerServiceWorker(null);
  await load();
  expect(register).not.toHaveBeenCalled();
});

it('leaves the page alone in a browser without service workers', async () => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  const errors = jest.fn();
  addEventListener('error', errors);
  try {
    expect(() => registerServiceWorker('/service-worker.js')).not.toThrow();
    await load();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    removeEventListener('error', errors);
  }
});

it('keeps a refused registration quiet: the site works the same', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    register.mockImplementationOnce(() => Promise.reject(new Error('SecurityError')));
    registerServiceWorker('/service-worker.js');
    await load();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
