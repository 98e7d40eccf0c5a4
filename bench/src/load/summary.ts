// Latency samples of a paced load, corrected for coordinated omission: a user at a fixed pace whose
// answer came late sent its next requests late too, so the requests it would have sent meanwhile are
// counted with the wait they would have had (as HdrHistogram's recordValueWithExpectedInterval does).
import type { Latencies } from '../cases/latency';

/**
 * The samples one answer stands for at a pace of one request per `intervalMs`: itself, then for each
 * interval it overran, a request sent that much later that would have waited that much less.
 */
export const correctedSamples = (ms: number, intervalMs: number | null): number[] => {
  const samples = [ms];
  if (intervalMs === null || intervalMs <= 0) return samples;
  for (let missed = ms - intervalMs; missed >= intervalMs; missed -= intervalMs) samples.push(missed);
  return samples;
};

export interface Summary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export const summarize = (latencies: Latencies): Summary => ({
  count: latencies.count,
  p50: latencies.percentile(50),
  p95: latencies.percentile(95),
  p99: latencies.percentile(99),
});
