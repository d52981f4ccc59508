/** Small statistics helpers for the benchmarks. */

/** The p-th percentile (0-100) by nearest rank of an unsorted sample. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Milliseconds with 3 decimals. */
export function ms(value: number): string {
  return `${value.toFixed(3)} ms`;
}

/** The median of a sample. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}
