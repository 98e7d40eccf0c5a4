// Every read model rebuilt in one shared pass over the store (rebuildProjections) holds the same rows and
// parks the same events as each rebuilt alone (rebuildProjection), on a store of the product's mix.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION } from '@wb/contracts';
import {
  createTestDatabase,
  PostgresEventStore,
  PostgresFileSearchIndex,
  PostgresSearchIndex,
  rebuildProjection,
  rebuildProjections,
  silentLogger,
  type Projection,
  type TestDatabase,
} from '@wb/platform';
import { readModelProjections } from '@wb/projectors';
import { millionMix } from './millionMix';

const EVENTS = 9_000;
let db: TestDatabase;
let store: PostgresEventStore;
let projections: Projection[];

beforeAll(async () => {
  db = await createTestDatabase('wbshared');
  store = await PostgresEventStore.create(db.pool);
  let clock = Date.UTC(2025, 0, 1);
  for (const append of millionMix(12, EVENTS)) {
    await store.appendToStream(
      append.stream,
      append.events.map((event) => ({
        type: event.type,
        data: event.data,
        metadata: {
          eventId: randomUUID(),
          causationId: randomUUID(),
          correlationId: randomUUID(),
          userID: append.userID,
          time: new Date((clock += 60_000)).toISOString(),
          schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
        },
      })),
      { expectedRevision: 'any' },
    );
  }
  projections = readModelProjections(new PostgresSearchIndex(db.pool), new PostgresFileSearchIndex(db.pool));
}, 300_000);
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** Every table of every projection, its rows in a stable order (sorted by their text). */
const snapshot = async (): Promise<Record<string, string[]>> => {
  const tables: Record<string, string[]> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const { rows } = await db.pool.query(`SELECT * FROM ${table}`);
      tables[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
  }
  return tables;
};

/** The indexes of the projections' tables, by name (a rebuild builds the read indexes after its pass). */
const indexes = async (): Promise<string[]> => {
  const tables = projections.flatMap((p) => p.tables);
  const { rows } = await db.pool.query<{ name: string }>("SELECT tablename || ' ' || indexname AS name FROM pg_indexes WHERE tablename = ANY($1) ORDER BY 1", [tables]);
  return rows.map((r) => r.name);
};

const parked = async (): Promise<string[]> => (await db.pool.query<{ p: string }>("SELECT projection || ' ' || global_position AS p FROM projection_parked ORDER BY 1")).rows.map((r) => r.p);

/**
 * Waits until every stored event is readable: the store hands out only events of transactions older
 * than its read horizon (platform's readHorizon.ts), and a rebuild stops where the readable events end.
 */
const allReadable = async (): Promise<void> => {
  for (let tries = 0; tries < 600; tries++) {
    // The horizon is learned in a statement of its own, before the one that compares with it.
    const horizon = (await db.pool.query<{ h: string }>('SELECT wb_read_horizon()::text AS h')).rows[0]?.h ?? '0';
    const { rows } = await db.pool.query<{ readable: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM events WHERE transaction_id >= $1::xid8) AS readable', [horizon]);
    if (rows[0]?.readable) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stored events did not all become readable within a minute');
};

it('builds the same read models as rebuilding each alone', async () => {
  const logger = silentLogger();
  await allReadable();
  for (const projection of projections) await rebuildProjection({ eventStore: store, pool: db.pool, projection, logger });
  const alone = await snapshot();
  const parkedAlone = await parked();
  const indexesAlone = await indexes();
  expect(indexesAlone.filter((name) => name.startsWith('history_entries '))).toHaveLength(6);

  const rebuilt: string[] = [];
  const results = await rebuildProjections({ eventStore: store, pool: db.pool, projections, logger, batchSize: 700, onRebuilt: (name) => rebuilt.push(name) });
  expect(rebuilt.sort()).toEqual(projections.map((p) => p.name).sort());
  expect([...results.values()].every((r) => r.completed)).toBe(true);
  const shared = await snapshot();
  // Every table has rows, or the comparison would prove little.
  expect(
    Object.entries(shared)
      .filter(([, rows]) => rows.length === 0)
      .map(([table]) => table),
  ).toEqual(
    Object.entries(alone)
      .filter(([, rows]) => rows.length === 0)
      .map(([table]) => table),
  );
  const differing = Object.keys(alone)
    .filter((t) => JSON.stringify(alone[t]) !== JSON.stringify(shared[t]))
    .map((t) => `${t} ${alone[t]?.length} ${shared[t]?.length}`);
  expect(differing).toEqual([]);
  expect(await parked()).toEqual(parkedAlone);
  expect(await indexes()).toEqual(indexesAlone);
}, 600_000);
