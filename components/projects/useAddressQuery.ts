import { useCallback, useSyncExternalStore } from 'react';

// The components that read the address, told when this module changes it (history.pushState fires no
// event) or when the visitor goes back or forward (popstate).
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const readQuery = () => window.location.search.replace(/^\?/, '');

/**
 * The page address's query string (without "?") and a way to change it as a new history entry, so
 * the back button undoes a change. Read with useSyncExternalStore rather than Next's useSearchParams,
 * which in a static export makes the component wait behind a Suspense boundary whose pre-rendered
 * fallback is thrown away at hydration.
 */
export function useAddressQuery(shown = ''): [string, (query: string) => void] {
  // Hydration renders what the page shows: the pre-rendered HTML has no query, an early script may
  // have applied one (`shown`).
  const query = useSyncExternalStore(subscribe, readQuery, () => shown);
  const setQuery = useCallback((next: string) => {
    window.history.pushState(null, '', next ? `?${next}` : window.location.pathname);
    listeners.forEach((listener) => listener());
  }, []);
  return [query, setQuery];
}
