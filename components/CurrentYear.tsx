'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The visitor's current year. The pages are built once and served for years, so the year is read in
 * the browser; the pre-rendered HTML leaves it out rather than freeze the build year.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => null,
  );
  return <>{year}</>;
}
