// An open loop: requests arrive at random (Poisson, exponential gaps) at a fixed mean rate, whether or
// not earlier ones were answered, as searches from many people typing do. A latency counts from the
// scheduled arrival, so a queue that builds up is counted in full (no coordinated omission). An
// arrival is dropped ("shed") only when `maxInFlight` are already waiting, and counted.
import { sleep } from '../measure';
import { nowMs, Latencies } from './latency';
import { seededRandom } from './assetLibrary';

export interface OpenLoopRun<T> {
  readonly latencies: Latencies;
  /** Answered arrivals per second among those scheduled inside the measured window. */
  readonly ratePerSecond: number;
  readonly shed: number;
  readonly errors: number;
  /** The slowest measured arrivals, slowest first. */
  readonly slowest: readonly { item: T; ms: number }[];
}

export const runOpenLoop = async <T>(
  options: { ratePerSecond: number; warmupMs: number; measureMs: number; maxInFlight: number },
  next: (n: number) => T,
  send: (item: T) => Promise<unknown>,
): Promise<OpenLoopRun<T>> => {
  const random = seededRandom(11);
  const latencies = new Latencies();
  const slow: { item: T; ms: number }[] = [];
  const start = nowMs();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.measureMs;
  const pending = new Set<Promise<void>>();
  let due = start;
  let n = 0;
  let shed = 0;
  let errors = 0;
  let answered = 0;
  while (due < end) {
    due += (-Math.log(1 - random()) * 1000) / options.ratePerSecond;
    const wait = due - nowMs();
    if (wait > 1) await sleep(wait);
    const scheduled = due;
    const measuring = scheduled >= measureFrom && scheduled < end;
    if (pending.size >= options.maxInFlight) {
      if (measuring) shed += 1;
      continue;
    }
    const item = next(n++);
    const request = send(item)
      .then(
        () => {
          if (!measuring) return;
          const ms = nowMs() - scheduled;
          latencies.add(ms);
          answered += 1;
          slow.push({ item, ms });
          if (slow.length > 50) slow.sort((a, b) => b.ms - a.ms).splice(10);
        },
        () => {
          if (measuring) errors += 1;
        },
      )
      .finally(() => pending.delete(request));
    pending.add(request);
  }
  await Promise.all(pending);
  return {
    latencies,
    ratePerSecond: (answered * 1000) / options.measureMs,
    shed,
    errors,
    slowest: slow.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
};
