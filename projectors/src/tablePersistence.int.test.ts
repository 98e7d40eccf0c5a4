// Every read model's createTables makes its tables with the persistence it is told: unlogged for a
// rebuild's fresh tables (nothing they take is written to the write-ahead log until the pass is over),
// logged for the live ones. A CREATE that forgot createTable(persistence) would make a rebuild's table
// logged, silently paying the log for every row it writes.
import { createTestDatabase, PostgresFileSearchIndex, PostgresSearchIndex, type TablePersistence, type TestDatabase } from '@wb/platform';
import { readModelProjections } from './index';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('wbpersistence');
});
afterAll(async () => {
  await db?.drop();
});

/** Each projection's tables made under a suffix of their own, with their pg_class.relpersistence ('p' logged, 'u' unlogged). */
const madeAs = async (persistence: TablePersistence, suffix: string): Promise<Record<string, string>> => {
  const projections = readModelProjections(new PostgresSearchIndex(db.pool), new PostgresFileSearchIndex(db.pool));
  const client = await db.pool.connect();
  try {
    for (const projection of projections) await projection.createTables(client, (table) => `${table}${suffix}`, persistence);
  } finally {
    client.release();
  }
  const tables = projections.flatMap((p) => p.tables.map((table) => `${table}${suffix}`));
  const { rows } = await db.pool.query<{ relname: string; relpersistence: string }>("SELECT relname, relpersistence FROM pg_class WHERE relkind = 'r' AND relname = ANY($1) ORDER BY relname", [
    tables,
  ]);
  expect(rows.map((r) => r.relname)).toEqual([...tables].sort());
  return Object.fromEntries(rows.map((r) => [r.relname, r.relpersistence]));
};

it('makes every table of every read model unlogged when told so, and logged otherwise', async () => {
  const unlogged = await madeAs('unlogged', '__u');
  expect(Object.entries(unlogged).filter(([, p]) => p !== 'u')).toEqual([]);
  const logged = await madeAs('logged', '__l');
  expect(Object.entries(logged).filter(([, p]) => p !== 'p')).toEqual([]);
  expect(Object.keys(logged).length).toBeGreaterThan(80);
});
