// The shared pass hands every batch to every projection once and in order, lets fast projections run
// ahead of a slow one only as far as allowed, and ends with the first failure.
import type { EventPosition, RecordedEvent } from '@wb/contracts';
import { runSharedPass, type PassBatch } from './sharedPass';

const at = (n: number): EventPosition => ({ transactionId: 1n, globalPosition: BigInt(n) });
const BATCHES = 40;

/** A log of BATCHES batches, one event each; counts the reads. */
const log = () => {
  let reads = 0;
  return {
    reads: () => reads,
    read: async (after: EventPosition): Promise<PassBatch> => {
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
      const n = Number(after.globalPosition);
      if (n >= BATCHES) return { events: [], through: after };
      return { events: [{ type: 'Happened', position: at(n + 1) } as unknown as RecordedEvent], through: at(n + 1) };
    },
  };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('gives every projection every batch once, in order, and reaches the end of the log', async () => {
  const store = log();
  const applied = new Map<string, number[]>([
    ['slow', []],
    ['fast', []],
    ['quick', []],
  ]);
  const passed = await runSharedPass({
    read: store.read,
    projections: [...applied.keys()],
    concurrency: 2,
    maxAhead: 4,
    apply: async (name, batch) => {
      await pause(name === 'slow' ? 3 : 0);
      applied.get(name)!.push(Number(batch.through.globalPosition));
    },
  });
  expect(passed).toEqual(at(BATCHES));
  const everyBatch = Array.from({ length: BATCHES }, (_, i) => i + 1);
  for (const [name, batches] of applied) expect({ name, batches }).toEqual({ name, batches: everyBatch });
});

it('reads no further ahead of the slowest projection than allowed', async () => {
  const store = log();
  const done = new Map([
    ['slow', 0],
    ['fast', 0],
  ]);
  let furthest = 0;
  await runSharedPass({
    read: async (after) => {
      furthest = Math.max(furthest, store.reads() + 1 - Math.min(...done.values()));
      return store.read(after);
    },
    projections: [...done.keys()],
    concurrency: 2,
    maxAhead: 3,
    apply: async (name) => {
      await pause(name === 'slow' ? 4 : 0);
      done.set(name, done.get(name)! + 1);
    },
  });
  // The read in flight is the one past the three waiting.
  expect(furthest).toBeLessThanOrEqual(4);
  expect(furthest).toBeGreaterThan(1);
});

it('ends with the first failure', async () => {
  const store = log();
  let appliedAfterFailure = 0;
  let failed = false;
  await expect(
    runSharedPass({
      read: store.read,
      projections: ['a', 'b'],
      concurrency: 2,
      maxAhead: 2,
      apply: async (name, batch) => {
        if (failed) appliedAfterFailure += 1;
        if (name === 'b' && batch.through.globalPosition === 5n) {
          failed = true;
          throw new Error('b refused batch 5');
        }
      },
    }),
  ).rejects.toThrow('b refused batch 5');
  // The worker applying a batch as b failed may finish it; none starts afterwards.
  expect(appliedAfterFailure).toBeLessThanOrEqual(1);
});
