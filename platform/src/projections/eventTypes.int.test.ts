// A projection that names its event types, on the PostgreSQL store: it is given only those events, its
// checkpoint passes the others, and read-your-writes on an event it ignores does not wait for it.
import { randomUUID } from 'node:crypto';
import type { EventPosition } from '@wb/contracts';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { silentLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { readServing } from './checkpoint';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { startProjections } from './runner';

const applied: string[] = [];

/** Counts archived folders per stream; it handles FolderArchived only. */
const archivedFolders = (version = 1): Projection => ({
  name: 'archivedFolders',
  version,
  tables: ['archived_counts'],
  eventTypes: ['FolderArchived'],
  async createTables(client, t) {
    await client.query(`CREATE TABLE IF NOT EXISTS ${t('archived_counts')} (stream_id text PRIMARY KEY, n integer NOT NULL)`);
  },
  async apply(client, event, t) {
    applied.push(event.type);
    if (event.type !== 'FolderArchived') return;
    await client.query(`INSERT INTO ${t('archived_counts')} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t('archived_counts')}.n + 1`, [event.streamId]);
  },
});

describe('projection with event types', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const append = async (streamId: string, type: 'FolderArchived' | 'FolderRevived'): Promise<EventPosition> =>
    (
      await store.appendToStream(
        streamId,
        [
          {
            type,
            data: { projectGroupID: streamId },
            metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'c', userID: null, time: new Date().toISOString(), schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'any' },
      )
    ).position;
  const counts = async () => (await db.pool.query('SELECT stream_id, n FROM archived_counts ORDER BY stream_id')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await PostgresEventStore.create(db.pool);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('applies only its types and moves its checkpoint past the events it ignores, to the last one', async () => {
    for (let i = 0; i < 120; i++) await append(`f${i % 3}`, i % 10 === 0 ? 'FolderArchived' : 'FolderRevived');
    const last = await append('f0', 'FolderRevived');
    // Small batches: the scan window (8 x the batch) is then far shorter than the events, so it takes several reads.
    const runner = await startProjections({ eventStore: store, pool: db.pool, projections: [archivedFolders()], logger: silentLogger(), pollIntervalMs: 20, batchSize: 4 });
    try {
      expect(await runner.waitForPosition(last.globalPosition, 10_000)).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(applied.every((type) => type === 'FolderArchived')).toBe(true);
    expect(applied).toHaveLength(12);
    expect(await counts()).toEqual([
      { stream_id: 'f0', n: 4 },
      { stream_id: 'f1', n: 4 },
      { stream_id: 'f2', n: 4 },
    ]);
    expect((await readServing(db.pool, 'archivedFolders'))?.position).toEqual(last);
  });

  it('read-your-writes on an event it ignores returns without waiting for a poll', async () => {
    // A long poll interval: only the append's wake-up can move the checkpoint in time.
    const runner = await startProjections({ eventStore: store, pool: db.pool, projections: [archivedFolders()], logger: silentLogger(), pollIntervalMs: 60_000 });
    try {
      const before = applied.length;
      const ignored = await append('f1', 'FolderRevived');
      const started = Date.now();
      expect(await runner.waitForPosition(ignored.globalPosition, 5_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(applied.length).toBe(before);
      const archived = await append('f2', 'FolderArchived');
      expect(await runner.waitForPosition(archived.globalPosition, 5_000)).toBe(true);
      expect(applied.length).toBe(before + 1);
      expect(runner.status()).toEqual([expect.objectContaining({ name: 'archivedFolders', checkpoint: `${archived.transactionId}/${archived.globalPosition}`, lagEvents: 0, parked: 0 })]);
    } finally {
      await runner.stop();
    }
  });

  it('a rebuild reads only its types too, counts only those for its progress, and ends at the last event', async () => {
    const last = await append('f0', 'FolderRevived');
    const progress: { appliedEvents: number; totalEvents: number }[] = [];
    const result = await rebuildProjection({
      eventStore: store,
      pool: db.pool,
      projection: archivedFolders(2),
      logger: silentLogger(),
      batchSize: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual(expect.objectContaining({ completed: true, events: 13, parked: 0, position: last }));
    expect(progress.at(-1)).toEqual(expect.objectContaining({ appliedEvents: 13, totalEvents: 13 }));
    expect(await counts()).toEqual([
      { stream_id: 'f0', n: 4 },
      { stream_id: 'f1', n: 4 },
      { stream_id: 'f2', n: 5 },
    ]);
    expect((await readServing(db.pool, 'archivedFolders'))?.position).toEqual(last);
  });

  it('shows no lag once caught up when the lag was counted just before the batch that applied the event', async () => {
    // The lag probe counts the events after the checkpoint; here an event is appended just before it counts.
    let appendWhileCounting: (() => Promise<EventPosition>) | null = null;
    let appendedThen: EventPosition | null = null;
    const probed = new Proxy(store, {
      get(target, property) {
        if (property === 'countAfter') {
          return async (...args: Parameters<NonNullable<PostgresEventStore['countAfter']>>) => {
            const appendNow = appendWhileCounting;
            appendWhileCounting = null;
            if (appendNow) appendedThen = await appendNow();
            return target.countAfter(...args);
          };
        }
        if (property === 'readAllOfTypes') {
          // The read after the last batch waits a little, as on a busy machine: until it answers,
          // nothing but the lag's own bookkeeping can say the projection is caught up.
          return async (...args: Parameters<NonNullable<PostgresEventStore['readAllOfTypes']>>) => {
            const archived = appendedThen as EventPosition | null;
            if (archived && args[0].after.globalPosition >= archived.globalPosition) await new Promise((resolve) => setTimeout(resolve, 300));
            return target.readAllOfTypes(...args);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = await startProjections({ eventStore: probed, pool: db.pool, projections: [archivedFolders(2)], logger: silentLogger(), pollIntervalMs: 60_000 });
    try {
      const end = await append('f3', 'FolderRevived');
      expect(await runner.waitForPosition(end.globalPosition, 5_000)).toBe(true);
      // The next probe is due two seconds after the last one (made while catching up).
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      appendWhileCounting = () => append('f3', 'FolderArchived');
      await append('f3', 'FolderRevived');
      const deadline = Date.now() + 5_000;
      while (!appendedThen && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const archived = appendedThen as EventPosition | null;
      if (!archived) throw new Error('the lag was not probed');
      expect(await runner.waitForPosition(archived.globalPosition, 5_000)).toBe(true);
      expect(runner.status()).toEqual([expect.objectContaining({ checkpoint: `${archived.transactionId}/${archived.globalPosition}`, lagEvents: 0 })]);
    } finally {
      await runner.stop();
    }
  });
});
