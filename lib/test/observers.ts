/**
 * Disconnects, once the test file is done, every mutation observer created from now on: the scripts
 * under test observe the document for the page's whole life, which would outlive the file's document.
 */
export function disconnectObserversAfterAll(): void {
  const observers: MutationObserver[] = [];
  const NativeObserver = window.MutationObserver;
  window.MutationObserver = class extends NativeObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  afterAll(() => observers.forEach((observer) => observer.disconnect()));
}
