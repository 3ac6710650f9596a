'use client';

import { useClientValue } from '@/components/shared/useClientValue';

const currentYear = () => new Date().getFullYear();

/**
 * The visitor's current year. The pages are built once and served for years, so the year is read in
 * the browser; the pre-rendered HTML leaves it out rather than freeze the build year.
 */
export function CurrentYear() {
  return <>{useClientValue(currentYear, null)}</>;
}
