// One pass over the log for several projections at once: a reader reads each batch once and keeps it
// until every projection has applied it, and a few workers apply batches to projections, always to the
// one furthest behind that has a batch waiting. A slow projection (one row per event with its indexes)
// then no longer holds the fast ones to its pace at every batch: they run ahead, up to `maxAhead`
// batches, which bounds the memory the pass holds.
import { comparePositions, START_POSITION, type EventPosition, type RecordedEvent } from '@wb/contracts';

export interface PassBatch {
  readonly events: readonly RecordedEvent[];
  /** The position the batch reaches: its last event's. */
  readonly through: EventPosition;
}

export interface SharedPassOptions<P> {
  /** The batch after a position (empty, `through` the position itself, at the end of the log). */
  read(after: EventPosition): Promise<PassBatch>;
  readonly projections: readonly P[];
  /** Batches applied at once (each projection applies its batches one after another, in order). */
  readonly concurrency: number;
  /** Batches read but not yet applied by the projection furthest behind. */
  readonly maxAhead: number;
  apply(projection: P, batch: PassBatch): Promise<void>;
}

/** Runs the pass to the end of the log; answers the position it reached. The first failure ends it and is thrown. */
export const runSharedPass = async <P>(options: SharedPassOptions<P>): Promise<EventPosition> => {
  const { projections, concurrency, maxAhead } = options;
  const batches: PassBatch[] = [];
  /** The pass's index of batches[0]: batches every projection has applied are let go. */
  let base = 0;
  const next = new Map<P, number>(projections.map((p) => [p, 0]));
  const busy = new Set<P>();
  let passed = START_POSITION;
  let done = false;
  let failure: { readonly error: unknown } | null = null;
  let waiters: (() => void)[] = [];
  const changed = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const change = () => new Promise<void>((resolve) => waiters.push(resolve));
  const slowest = () => Math.min(...next.values());
  const fail = (error: unknown) => {
    failure ??= { error };
    changed();
  };

  const reader = async () => {
    while (!failure) {
      if (base + batches.length - slowest() >= maxAhead) {
        await change();
        continue;
      }
      const batch = await options.read(passed);
      if (comparePositions(batch.through, passed) <= 0) {
        done = true;
        changed();
        return;
      }
      batches.push(batch);
      passed = batch.through;
      changed();
    }
  };

  const worker = async () => {
    while (!failure) {
      const end = base + batches.length;
      let pick: P | undefined;
      let at = Infinity;
      for (const projection of projections) {
        const index = next.get(projection)!;
        if (!busy.has(projection) && index < end && index < at) {
          pick = projection;
          at = index;
        }
      }
      if (pick === undefined) {
        if (done && slowest() === end) return;
        await change();
        continue;
      }
      busy.add(pick);
      try {
        await options.apply(pick, batches[at - base]!);
      } catch (err) {
        fail(err);
        return;
      } finally {
        busy.delete(pick);
      }
      next.set(pick, at + 1);
      for (const low = slowest(); base < low; base++) batches.shift();
      changed();
    }
  };

  await Promise.all([reader().catch(fail), ...Array.from({ length: Math.max(1, concurrency) }, worker)]);
  if (failure) throw (failure as { readonly error: unknown }).error;
  return passed;
};
