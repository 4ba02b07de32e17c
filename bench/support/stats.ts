/** The nearest-rank percentile of ascending values (0 for none): p50 is the median, p100 the maximum. */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** The median of values in any order. */
export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Milliseconds to one decimal. */
export const round = (ms: number): number => Math.round(ms * 10) / 10;
