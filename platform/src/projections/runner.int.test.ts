import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { createInMemoryEventStore } from '../eventStore/inMemory/inMemoryEventStore';
import { silentLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { registerProjectionMetrics } from './metrics';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { startProjections } from './runner';

/** Counts events per stream; a double application shows as a count above the stream's length. */
const counter: Projection = {
  name: 'counter',
  version: 1,
  tables: ['counts'],
  async createTables(client, t) {
    await client.query(`CREATE TABLE IF NOT EXISTS ${t('counts')} (stream_id text PRIMARY KEY, n integer NOT NULL)`);
    await client.query(`CREATE INDEX IF NOT EXISTS ${t('counts')}_n ON ${t('counts')} (n)`);
  },
  async apply(client, event, t) {
    if (event.streamId === 'poison') throw new Error('cannot apply poison');
    await client.query(`INSERT INTO ${t('counts')} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t('counts')}.n + 1`, [event.streamId]);
  },
};

/** The counter written set-based: one statement per batch, the same rows as the counter's. */
const batchedCounter: Projection = {
  ...counter,
  name: 'batchedCounter',
  version: 1,
  tables: ['batched_counts'],
  async createTables(client, t) {
    await client.query(`CREATE TABLE IF NOT EXISTS ${t('batched_counts')} (stream_id text PRIMARY KEY, n integer NOT NULL)`);
  },
  async apply(client, event, t) {
    if (event.streamId === 'poison') throw new Error('cannot apply poison');
    await client.query(`INSERT INTO ${t('batched_counts')} VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = ${t('batched_counts')}.n + 1`, [event.streamId]);
  },
  async applyBatch(client, events, t) {
    batchCalls += 1;
    if (events.some((e) => e.streamId === 'poison')) throw new Error('cannot apply poison');
    const perStream = new Map<string, number>();
    for (const e of events) perStream.set(e.streamId, (perStream.get(e.streamId) ?? 0) + 1);
    await client.query(
      `INSERT INTO ${t('batched_counts')} SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (stream_id) DO UPDATE SET n = ${t('batched_counts')}.n + EXCLUDED.n`,
      [[...perStream.keys()], [...perStream.values()]],
    );
  },
};
let batchCalls = 0;

describe('projection runtime', () => {
  let db: TestDatabase;
  const store = createInMemoryEventStore();
  const append = async (streamId: string) =>
    (
      await store.appendToStream(
        streamId,
        [
          {
            type: 'FolderArchived',
            data: { projectGroupID: streamId },
            metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'c', userID: null, time: new Date().toISOString(), schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'any' },
      )
    ).position.globalPosition;
  const counts = async () => (await db.pool.query('SELECT stream_id, n FROM counts ORDER BY stream_id')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('runs one active instance; the other follows its checkpoint and takes over when it stops', async () => {
    for (let i = 0; i < 50; i++) await append(`s${i % 5}`);
    const first = await startProjections({ eventStore: store, pool: db.pool, projections: [counter], logger: silentLogger(), pollIntervalMs: 20 });
    // Started while the first is applying batches: starting must not deadlock with a running instance.
    const second = await startProjections({ eventStore: store, pool: db.pool, projections: [counter], logger: silentLogger(), pollIntervalMs: 20 });
    try {
      const last = await append('s0');
      expect(await first.waitForPosition(last, 5000)).toBe(true);
      expect(await second.waitForPosition(last, 5000)).toBe(true);
      expect((await db.pool.query('SELECT count(*)::int AS n FROM projection_leases')).rows).toEqual([{ n: 1 }]);
      await first.stop();
      const after = await append('s1');
      expect(await second.waitForPosition(after, 10_000)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(await counts()).toEqual([
      { stream_id: 's0', n: 11 },
      { stream_id: 's1', n: 11 },
      { stream_id: 's2', n: 10 },
      { stream_id: 's3', n: 10 },
      { stream_id: 's4', n: 10 },
    ]);
  });

  it('parks an event that throws, goes on, and reports it in status and /metrics', async () => {
    const runner = await startProjections({ eventStore: store, pool: db.pool, projections: [counter], logger: silentLogger(), pollIntervalMs: 20 });
    await append('poison');
    const last = await append('s2');
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(runner.status()).toEqual([expect.objectContaining({ name: 'counter', parked: 1, lastError: 'cannot apply poison', lagEvents: 0 })]);
    const registry = new Registry();
    registerProjectionMetrics(registry, runner);
    const text = await registry.metrics();
    expect(text).toContain('projection_parked_events{projection="counter"} 1');
    expect(text).toContain(`projection_checkpoint_position{projection="counter"} ${last}`);
    expect(text).toContain('projection_lag_events{projection="counter"} 0');
    await runner.stop();
  });

  it('rebuilds into fresh tables while the live one keeps serving, then swaps without doubling anything', async () => {
    const runner = await startProjections({ eventStore: store, pool: db.pool, projections: [counter], logger: silentLogger(), pollIntervalMs: 20 });
    const before = await counts();
    // Damage the live table, as a projection bug fixed later would have: the rebuild must repair it.
    await db.pool.query("UPDATE counts SET n = 999 WHERE stream_id = 's4'");
    const rebuilding = rebuildProjection({ eventStore: store, pool: db.pool, projection: counter, logger: silentLogger(), batchSize: 7 });
    for (let i = 0; i < 20; i++) await append(`s${i % 5}`);
    const result = await rebuilding;
    expect(result.parked).toBe(1);
    const last = await append('s3');
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    await runner.stop();
    const expected = before.map((r) => ({ stream_id: r.stream_id, n: r.n + 4 + (r.stream_id === 's3' ? 1 : 0) }));
    expect(await counts()).toEqual(expected);
    const indexes = (await db.pool.query("SELECT indexname FROM pg_indexes WHERE tablename = 'counts' ORDER BY 1")).rows;
    expect(indexes).toEqual([{ indexname: 'counts_n' }, { indexname: 'counts_pkey' }]);
    expect((await db.pool.query("SELECT count(*)::int AS n FROM projection_parked WHERE projection = 'counter'")).rows).toEqual([{ n: 1 }]);
  });

  it('applies a batch set-based when the projection can, with the same rows; a throwing batch is applied event by event and its culprit parked', async () => {
    const runner = await startProjections({ eventStore: store, pool: db.pool, projections: [counter, batchedCounter], logger: silentLogger(), pollIntervalMs: 20 });
    try {
      for (let i = 0; i < 30; i++) await append(`b${i % 3}`);
      await append('poison');
      const last = await append('b0');
      expect(await runner.waitForPosition(last, 5000)).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(batchCalls).toBeGreaterThan(0);
    const batched = (await db.pool.query('SELECT stream_id, n FROM batched_counts ORDER BY stream_id')).rows;
    const perEvent = (await db.pool.query('SELECT stream_id, n FROM counts ORDER BY stream_id')).rows;
    expect(batched).toEqual(perEvent);
    expect(batched.find((r) => r.stream_id === 'b0')).toEqual({ stream_id: 'b0', n: 11 });
    // Every poison event (this test's and the earlier tests') parked by both, nothing else.
    const [perEventStatus, batchedStatus] = runner.status();
    expect(batchedStatus).toEqual(expect.objectContaining({ name: 'batchedCounter', parked: perEventStatus?.parked, lastError: 'cannot apply poison' }));
    expect(batchedStatus?.parked).toBeGreaterThanOrEqual(1);
  });
});
