// Figures of the benchmark page: percentiles of per-frame times, frames per second from the deltas.
export const percentile = (values: readonly number[], fraction: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
};

/** Frames a second over the recorded animation-frame deltas (ms). */
export const framesPerSecond = (deltas: readonly number[]): number => {
  const total = deltas.reduce((sum, delta) => sum + delta, 0);
  return total > 0 ? (deltas.length * 1000) / total : 0;
};
