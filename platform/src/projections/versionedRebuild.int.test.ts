// A projection whose version changed is rebuilt at start into fresh tables while the old ones serve
// (kept current by an instance of the old version), resumes after being stopped midway, swaps atomically,
// and ends with exactly the rows of a rebuild from zero.
import { randomUUID } from 'node:crypto';
import { START_POSITION } from '@wb/contracts';
import type { EventToAppend } from '../eventStore/eventStore';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { silentLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { Registry } from 'prom-client';
import { registerProjectionMetrics } from './metrics';
import { createTable } from './persistence';
import type { Projection } from './projection';
import { applyRebuildBatch, rebuildProjection } from './rebuild';
import { startProjections, type ProjectionRunner, type ProjectionStatus } from './runner';

const events = (stream: string, n: number): EventToAppend[] =>
  Array.from({ length: n }, (_, i) => ({
    type: i % 3 === 0 ? 'FolderArchived' : 'FolderRevived',
    data: { projectGroupID: stream },
    metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'c', userID: null, time: new Date().toISOString(), schemaVersion: 1 },
  }));

/** Version 1: events per stream. */
const tallyV1: Projection = {
  name: 'tally',
  version: 1,
  tables: ['tally'],
  async createTables(client, t, persistence) {
    await client.query(`${createTable(persistence)} IF NOT EXISTS ${t('tally')} (stream_id text PRIMARY KEY, n integer NOT NULL)`);
  },
  async apply(client, event, t) {
    await client.query(`INSERT INTO ${t('tally')} AS x VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = x.n + 1`, [event.streamId]);
  },
};

/** Version 2: another shape (the last event type per stream) and a second table; `gate` can hold it midway. */
const tallyV2 = (gate?: (applied: number) => Promise<void>): Projection => {
  let applied = 0;
  return {
    name: 'tally',
    version: 2,
    tables: ['tally', 'tally_types'],
    async createTables(client, t, persistence) {
      await client.query(`${createTable(persistence)} IF NOT EXISTS ${t('tally')} (stream_id text PRIMARY KEY, n integer NOT NULL, last_type text NOT NULL)`);
      await client.query(`CREATE INDEX IF NOT EXISTS ${t('tally')}_last_type ON ${t('tally')} (last_type)`);
      await client.query(`${createTable(persistence)} IF NOT EXISTS ${t('tally_types')} (event_type text PRIMARY KEY, n integer NOT NULL)`);
    },
    async apply(client, event, t) {
      applied += 1;
      await gate?.(applied);
      await client.query(`INSERT INTO ${t('tally')} AS x VALUES ($1, 1, $2) ON CONFLICT (stream_id) DO UPDATE SET n = x.n + 1, last_type = $2`, [event.streamId, event.type]);
      await client.query(`INSERT INTO ${t('tally_types')} AS x VALUES ($1, 1) ON CONFLICT (event_type) DO UPDATE SET n = x.n + 1`, [event.type]);
    },
  };
};

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

const statusOf = (runner: ProjectionRunner): ProjectionStatus | undefined => runner.status().find((s) => s.name === 'tally');

describe('a projection whose version changed', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let appended = 0;
  const append = async (n: number) => {
    const result = await store.appendToStream(`s${appended % 7}`, events(`s${appended % 7}`, n), { expectedRevision: 'any' });
    appended += n;
    return result.position.globalPosition;
  };
  const start = (projection: Projection) => startProjections({ eventStore: store, pool: db.pool, projections: [projection], logger: silentLogger(), pollIntervalMs: 20, rebuildBatchSize: 50 });
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const rows = async (table: string) => (await db.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  /** pg_class.relpersistence of each relation ('p' logged, 'u' unlogged), in the order named. */
  const persistenceOf = async (relations: string[]) =>
    (await db.pool.query<{ p: string }>('SELECT c.relpersistence AS p FROM unnest($1::text[]) WITH ORDINALITY AS r(name, i) JOIN pg_class c ON c.relname = r.name ORDER BY r.i', [relations])).rows.map(
      (r) => r.p,
    );

  beforeAll(async () => {
    db = await createTestDatabase('wbversion');
    store = await PostgresEventStore.create(db.pool);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('on a fresh database, creates the tables of the current version and rebuilds nothing', async () => {
    const runner = await start(tallyV1);
    const last = await append(30);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    await runner.stop();
    expect(statusOf(runner)).toEqual(expect.objectContaining({ version: 1, rebuild: null }));
    expect((await db.pool.query("SELECT version FROM projection_checkpoints WHERE projection = 'tally'")).rows).toEqual([{ version: 1 }]);
    expect(await rows('tally')).toEqual([{ stream_id: 's0', n: 30 }]);
  });

  it('rebuilds while the old tables serve, resumes after a stop midway, swaps atomically, and equals a rebuild from zero', async () => {
    for (let i = 0; i < 30; i++) await append(100);
    // An instance of the old version (a process not yet upgraded) keeps the old tables current.
    const old = await start(tallyV1);
    expect(await old.waitForPosition(BigInt(appended), 10_000)).toBe(true);

    // Queries read the live table throughout: every answer succeeds, and no answer counts fewer events
    // than one before it (a half-filled table swapped in, or none at all, would).
    const answers: number[] = [];
    const failures: string[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        try {
          answers.push(Number((await db.pool.query('SELECT coalesce(sum(n), 0)::int AS n FROM tally')).rows[0].n));
        } catch (err) {
          failures.push(String(err));
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    })();

    let midway: () => void = () => undefined;
    const reachedMidway = new Promise<void>((resolve) => (midway = resolve));
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    // Held at the first event of a batch (50 a batch), before it writes: a transaction that has written
    // holds back every reader of all events until it ends, the old instance's too.
    const first = await start(
      tallyV2(async (applied) => {
        if (applied === 801) {
          midway();
          await opened;
        }
      }),
    );
    // Whatever fails below, nothing is left waiting.
    cleanups.push(async () => {
      open();
      reading = false;
      await reader;
      await first.stop();
      await old.stop();
    });
    await reachedMidway;
    const during = statusOf(first);
    expect(during).toEqual(expect.objectContaining({ version: 1, rebuild: { version: 2, appliedEvents: expect.any(Number), totalEvents: appended } }));
    expect(during?.rebuild?.appliedEvents).toBe(800);
    const metrics = new Registry();
    registerProjectionMetrics(metrics, first);
    const text = await metrics.metrics();
    expect(text).toContain(`projection_rebuild_total_events{projection="tally"} ${appended}`);
    expect(text).toMatch(/projection_rebuild_progress_ratio\{projection="tally"\} 0\.\d+/);

    // Events keep coming: the old instance applies them, and read-your-writes waits on the serving checkpoint.
    const meanwhile = await append(40);
    expect(await first.waitForPosition(meanwhile, 5000)).toBe(true);
    const stopping = first.stop();
    open();
    await stopping;
    const leftAt = (await db.pool.query("SELECT applied_events::int AS n FROM projection_rebuilds WHERE projection = 'tally'")).rows[0].n as number;
    expect(leftAt).toBeGreaterThanOrEqual(800);
    expect(leftAt).toBeLessThan(appended);
    expect((await db.pool.query("SELECT version FROM projection_checkpoints WHERE projection = 'tally'")).rows).toEqual([{ version: 1 }]);
    expect(await rows('tally')).toEqual(expect.arrayContaining([expect.not.objectContaining({ last_type: expect.anything() })]));

    // Restarted: it resumes where it stopped (never reports fewer applied events), then swaps.
    const second = await start(tallyV2());
    cleanups.push(() => second.stop());
    const seen: number[] = [];
    await until('the swap', () => {
      const s = statusOf(second);
      if (s?.rebuild) seen.push(s.rebuild.appliedEvents);
      return s?.version === 2 && s.rebuild === null;
    });
    expect(seen.every((n) => n >= leftAt)).toBe(true);

    const after = await append(25);
    // The old instance gives the lock up when it sees the new version (at its next batch, or idle within a second).
    expect(await second.waitForPosition(after, 10_000)).toBe(true);
    reading = false;
    await reader;
    expect(failures).toEqual([]);
    expect(answers.every((n, i) => i === 0 || n >= (answers[i - 1] ?? 0))).toBe(true);
    // The old instance saw another version's tables and stood by: it applied nothing to them.
    await until('the old instance to stand by', () => statusOf(old)?.version === 2);
    await old.stop();
    await second.stop();

    const live = { tally: await rows('tally'), types: await rows('tally_types') };
    expect(live.tally.reduce((sum: number, r: { n: number }) => sum + r.n, 0)).toBe(appended);
    expect(live.tally[0]).toEqual(expect.objectContaining({ last_type: expect.any(String) }));
    const fromZero = await rebuildProjection({ eventStore: store, pool: db.pool, projection: tallyV2(), logger: silentLogger(), batchSize: 333 });
    expect(fromZero.completed).toBe(true);
    expect({ tally: await rows('tally'), types: await rows('tally_types') }).toEqual(live);
    const indexes = (await db.pool.query("SELECT indexname FROM pg_indexes WHERE tablename = 'tally' ORDER BY 1")).rows;
    expect(indexes).toEqual([{ indexname: 'tally_last_type' }, { indexname: 'tally_pkey' }]);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM projection_rebuilds')).rows).toEqual([{ n: 0 }]);
    // Filled unlogged, swapped in logged: a crash after the swap must not empty the live tables.
    expect(await persistenceOf(['tally', 'tally_types', 'tally_last_type', 'tally_pkey', 'tally_types_pkey'])).toEqual(['p', 'p', 'p', 'p', 'p']);
  });

  it('fills the fresh tables unlogged, and starts again from zero when the server may have emptied them since its last batch', async () => {
    // Stopped after its first batches: the fresh tables hold them, unlogged.
    let applied = 0;
    const stopAt300 = { batchSize: 100, onProgress: (p: { appliedEvents: number }) => (applied = p.appliedEvents), shouldStop: () => applied >= 300 };
    const stopped = await rebuildProjection({ eventStore: store, pool: db.pool, projection: tallyV2(), logger: silentLogger(), ...stopAt300 });
    expect(stopped).toEqual(expect.objectContaining({ completed: false, events: 300 }));
    expect(await persistenceOf(['tally__rebuild', 'tally_types__rebuild', 'tally__rebuild_pkey'])).toEqual(['u', 'u', 'u']);
    const expected = { tally: await rows('tally'), types: await rows('tally_types') };

    // A batch whose rebuild checkpoint someone else moved meanwhile writes nothing.
    const fresh = await rows('tally__rebuild');
    const [first] = await store.readAll({ after: START_POSITION, limit: 1 });
    const batch = { typesOnly: false as const, events: [first!], through: first!.position, filtered: false };
    await expect(applyRebuildBatch(db.pool, tallyV2(), { position: START_POSITION, applied: 0, total: 0 }, batch)).rejects.toThrow('The rebuild of tally was moved by someone else');
    expect(await rows('tally__rebuild')).toEqual(fresh);

    // As after a crash: recovery empties unlogged tables, and the server started after the last batch.
    await db.pool.query('TRUNCATE tally__rebuild, tally_types__rebuild');
    await db.pool.query("UPDATE projection_rebuilds SET updated_at = pg_postmaster_start_time() - interval '1 second' WHERE projection = 'tally'");
    const progress: number[] = [];
    const resumed = await rebuildProjection({
      eventStore: store,
      pool: db.pool,
      projection: tallyV2(),
      logger: silentLogger(),
      batchSize: 100,
      resume: true,
      onProgress: (p) => progress.push(p.appliedEvents),
    });
    // Resumed at 300 over empty tables, it would count 300 events fewer than the log holds.
    expect(progress[0]).toBe(0);
    expect(resumed).toEqual(expect.objectContaining({ completed: true, events: appended }));
    expect({ tally: await rows('tally'), types: await rows('tally_types') }).toEqual(expected);
    expect(await persistenceOf(['tally', 'tally_types'])).toEqual(['p', 'p']);

    // Stopped again but nothing restarted since: it resumes where it was.
    applied = 0;
    await rebuildProjection({ eventStore: store, pool: db.pool, projection: tallyV2(), logger: silentLogger(), ...stopAt300 });
    const again: number[] = [];
    await rebuildProjection({ eventStore: store, pool: db.pool, projection: tallyV2(), logger: silentLogger(), batchSize: 100, resume: true, onProgress: (p) => again.push(p.appliedEvents) });
    expect(again[0]).toBe(300);
    expect({ tally: await rows('tally'), types: await rows('tally_types') }).toEqual(expected);
  });

  it('rebuilds a projection built before versions that has rows, and makes an empty one afresh', async () => {
    await db.pool.query(`CREATE TABLE legacy_rows (stream_id text PRIMARY KEY); INSERT INTO legacy_rows VALUES ('old')`);
    await db.pool.query(`CREATE TABLE legacy_empty (stream_id text PRIMARY KEY)`);
    await db.pool.query(`INSERT INTO projection_checkpoints (projection, transaction_id, global_position) VALUES ('legacyRows', 0, 1), ('legacyEmpty', 0, 1)`);
    const shaped = (name: string, table: string): Projection => ({
      ...tallyV1,
      name,
      tables: [table],
      async createTables(client, t, persistence) {
        await client.query(`${createTable(persistence)} IF NOT EXISTS ${t(table)} (stream_id text PRIMARY KEY, n integer NOT NULL)`);
      },
      async apply(client, event, t) {
        await client.query(`INSERT INTO ${t(table)} AS x VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = x.n + 1`, [event.streamId]);
      },
    });
    const runner = await startProjections({
      eventStore: store,
      pool: db.pool,
      projections: [shaped('legacyRows', 'legacy_rows'), shaped('legacyEmpty', 'legacy_empty')],
      logger: silentLogger(),
      pollIntervalMs: 20,
    });
    try {
      await until('both current', () => runner.status().every((s) => s.version === 1 && s.rebuild === null));
      expect(await runner.waitForPosition(BigInt(appended), 10_000)).toBe(true);
    } finally {
      await runner.stop();
    }
    const total = 'SELECT sum(n)::int AS n, count(*)::int AS streams FROM';
    expect((await db.pool.query(`${total} legacy_rows`)).rows).toEqual([{ n: appended, streams: 7 }]);
    expect((await db.pool.query(`${total} legacy_empty`)).rows).toEqual([{ n: appended, streams: 7 }]);
  });
});
