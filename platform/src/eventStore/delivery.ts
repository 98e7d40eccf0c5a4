// Following all events and checking what a follower received: every appended event exactly once, in
// order. Shared by the contract suite and the bench (which runs it at 200,000 events).
import { comparePositions, START_POSITION, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { EventStore } from './eventStore';

export interface DeliveryReport {
  readonly expected: number;
  readonly received: number;
  /** Appended events the follower never received. */
  readonly lost: number;
  /** Receipts beyond the first of an event. */
  readonly doubled: number;
  /** Receipts whose position was not after the previous receipt's, or a stream revision out of order. */
  readonly outOfOrder: number;
}

/** Compares what a follower received with the event ids that were appended. */
export const checkDelivery = (appendedEventIds: Iterable<string>, received: readonly RecordedEvent[]): DeliveryReport => {
  const expected = new Set(appendedEventIds);
  const counts = new Map<string, number>();
  const lastRevision = new Map<string, number>();
  let outOfOrder = 0;
  let previous: EventPosition | null = null;
  for (const event of received) {
    if (!expected.has(event.metadata.eventId)) continue;
    counts.set(event.metadata.eventId, (counts.get(event.metadata.eventId) ?? 0) + 1);
    if (previous && comparePositions(event.position, previous) <= 0) outOfOrder += 1;
    if ((lastRevision.get(event.streamId) ?? -1) >= event.revision) outOfOrder += 1;
    previous = event.position;
    lastRevision.set(event.streamId, event.revision);
  }
  let lost = 0;
  let doubled = 0;
  for (const id of expected) {
    const count = counts.get(id) ?? 0;
    if (count === 0) lost += 1;
    else doubled += count - 1;
  }
  return { expected: expected.size, received: [...counts.values()].reduce((a, b) => a + b, 0), lost, doubled, outOfOrder };
};

export interface Follower {
  readonly received: RecordedEvent[];
  /** Last position read. */
  position(): EventPosition;
  /** Keeps reading until `done()` holds after a read that returned nothing new, or the deadline passes. */
  stop(done: () => boolean, timeoutMs: number): Promise<void>;
}

/**
 * Reads all events from `after` in batches, as a projection does: poll, and on an append hint read at
 * once. Call stop() once the writers finished; it drains what is left.
 */
export const followAllEvents = (store: EventStore, options: { after?: EventPosition; batchSize?: number; pollMs?: number } = {}): Follower => {
  const received: RecordedEvent[] = [];
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 20;
  let checkpoint = options.after ?? START_POSITION;
  let wake: (() => void) | null = null;
  // Set by stop(); read by the loop (a holder object, so the loop sees the later assignment).
  const stopping: { when: { done: () => boolean; deadline: number } | null } = { when: null };
  const unsubscribe = store.onAppended(() => wake?.());

  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, pollMs);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  const loop = (async () => {
    for (;;) {
      const batch = await store.readAll({ after: checkpoint, limit: batchSize });
      received.push(...batch);
      const last = batch.at(-1);
      if (last) checkpoint = last.position;
      const until = stopping.when;
      if (batch.length < batchSize && until && (until.done() || Date.now() > until.deadline)) return;
      if (batch.length < batchSize) await pause();
    }
  })();

  return {
    received,
    position: () => checkpoint,
    async stop(done, timeoutMs) {
      stopping.when = { done, deadline: Date.now() + timeoutMs };
      wake?.();
      try {
        await loop;
      } finally {
        unsubscribe();
      }
    },
  };
};
