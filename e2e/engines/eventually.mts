// Waiting in the cross-engine pass: the drivers, unlike Playwright, do not retry a check until it passes.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `check` passes (it throws otherwise), as Playwright's web-first assertions do. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const value = await read();
      check(value);
      return value;
    } catch (error) {
      // A page being replaced cannot answer: read again.
      if (Date.now() > deadline) throw error;
    }
    await sleep(100);
  }
}
