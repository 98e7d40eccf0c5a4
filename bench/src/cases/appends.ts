// Append throughput of the event store against plain inserts of the same rows.
import { randomUUID } from 'node:crypto';
import type { EventStore } from '@wb/platform';
import type { Pool } from 'pg';
import { benchEvent, benchEvents } from '../events';
import { report, runPaired } from '../measure';
import { createPlainEventsTable, insertMany, insertOne } from './plainEvents';

const WRITERS = 16;
const BATCH = 100;

export const benchSingleAppends = async (store: EventStore, pool: Pool): Promise<void> => {
  await createPlainEventsTable(pool);
  const streams = Array.from({ length: WRITERS }, () => `project-${randomUUID()}`);
  const revisions = streams.map(() => -1);
  const plainRevisions = streams.map(() => 0);
  const { ours: store16, baseline: plain16 } = await runPaired(
    WRITERS,
    async (w) => {
      const expected = revisions[w]! < 0 ? 'noStream' : BigInt(revisions[w]!);
      const result = await store.appendToStream(streams[w]!, [benchEvent(w)], { expectedRevision: expected });
      revisions[w] = Number(result.nextRevision);
      return 1;
    },
    async (w) => {
      await insertOne(pool, streams[w]!, plainRevisions[w]!++, benchEvent(w));
      return 1;
    },
  );
  report('append_single_store', store16.perSecond, 'events/s');
  report('append_single_plain_insert', plain16.perSecond, 'events/s');
  report('append_single_ratio', store16.perSecond / plain16.perSecond, 'ratio');
};

export const benchBatchAppends = async (store: EventStore, pool: Pool): Promise<void> => {
  await createPlainEventsTable(pool);
  const stream = `project-${randomUUID()}`;
  let revision = -1;
  let plainRevision = 0;
  const { ours: storeRate, baseline: plainRate } = await runPaired(
    1,
    async () => {
      const expected = revision < 0 ? 'noStream' : BigInt(revision);
      const result = await store.appendToStream(stream, benchEvents(BATCH), { expectedRevision: expected });
      revision = Number(result.nextRevision);
      return BATCH;
    },
    async () => {
      await insertMany(pool, stream, plainRevision, benchEvents(BATCH));
      plainRevision += BATCH;
      return BATCH;
    },
  );
  report('append_batch100_store', storeRate.perSecond, 'events/s');
  report('append_batch100_plain_insert', plainRate.perSecond, 'events/s');
  report('append_batch100_ratio', storeRate.perSecond / plainRate.perSecond, 'ratio');
};
