// The bench's statistics, kept apart from its files and browsers so that jest can test them.

/** The median of the numbers among `values`; null when there is none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How one site compares with another measured in the same runs, run by run. */
export type Paired = { medianDifference: number; notHigher: number; runs: number };

/**
 * The runs measured on both sites (same index, same run): the median of `ours − theirs`, and in how many
 * of them ours is no higher. A median of each site hides which way the noise of one run went; the same
 * run's difference does not. Null when no run measured both.
 */
export function paired(ours: (number | null)[], theirs: (number | null)[]): Paired | null {
  const differences = ours.flatMap((value, run) => {
    const other = theirs[run];
    return typeof value === 'number' && typeof other === 'number' ? [value - other] : [];
  });
  const medianDifference = median(differences);
  if (medianDifference === null) return null;
  return { medianDifference, notHigher: differences.filter((difference) => difference <= 0).length, runs: differences.length };
}
