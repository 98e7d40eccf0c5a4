// 16 writers on one stream, each appending with the revision it last saw and retrying on conflict:
// what a popular project under concurrent commands looks like.
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from '@wb/platform';
import { benchEvent } from '../events';
import { report, runFor } from '../measure';

const WRITERS = 16;

export const benchHotStream = async (store: EventStore): Promise<void> => {
  const stream = `project-${randomUUID()}`;
  await store.appendToStream(stream, [benchEvent(0)], { expectedRevision: 'noStream' });
  const known: ExpectedRevision[] = Array.from({ length: WRITERS }, () => 0n);
  let conflicts = 0;
  const rate = await runFor(WRITERS, async (w, measuring) => {
    try {
      const result = await store.appendToStream(stream, [benchEvent(w)], { expectedRevision: known[w]! });
      known[w] = result.nextRevision;
      return 1;
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || err.actual === 'noStream') throw err;
      if (measuring()) conflicts += 1;
      known[w] = err.actual;
      return 0;
    }
  });
  report('hot_stream_appends', rate.perSecond, 'events/s');
  report('hot_stream_conflicts', conflicts, 'conflicts');
  report('hot_stream_conflicts_per_event', conflicts / Math.max(1, rate.operations), 'ratio');
};
