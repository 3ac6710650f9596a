import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value only the browser knows (the visitor's clock, the address, whether scripts run). The
 * pre-rendered HTML and the hydration render use `serverValue`, then the browser's value replaces it:
 * no hydration mismatch, and nothing of the build machine frozen into the page.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const hydrated = () => true;

/**
 * False until React runs the page. Controls that need JavaScript stay disabled until then, so an early
 * tap is not lost and the contact form is never submitted natively (its text would land in the URL).
 */
export function useHydrated(): boolean {
  return useClientValue(hydrated, false);
}
