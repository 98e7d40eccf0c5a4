// The PostgreSQL search index's hits as SQL (searchSql), run inside a caller's own statement: the same
// hits in the same order as search(), and offered only for the index's own pool.
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { SearchFilter } from '../searchIndex';
import { PostgresSearchIndex } from './postgresSearchIndex';

jest.setTimeout(60_000);

describe('PostgresSearchIndex.searchSql', () => {
  let database: TestDatabase;
  let index: PostgresSearchIndex;

  beforeAll(async () => {
    database = await createTestDatabase('wbsearchsql');
    index = new PostgresSearchIndex(database.pool);
    await index.ensureIndex();
    await index.upsert('projects', [
      { id: 'p1', text: 'Photosynthesis in the cell', time: '2026-01-01T00:00:00.000Z', status: 1 },
      { id: 'p2', text: 'The cell photosynthesis', time: '2026-02-01T00:00:00.000Z', status: 2 },
      { id: 'p3', text: 'Volcanoes', time: '2026-03-01T00:00:00.000Z', status: 1 },
      { id: 'p4', text: 'Cell division, photos', time: '2026-04-01T00:00:00.000Z', status: 1 },
    ]);
    await index.upsert('other', [{ id: 'o1', text: 'Photosynthesis' }]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Runs the SELECT as a subquery of a statement that has a value of its own first ($1), as a page does. */
  const viaSql = async (text: string, limit = 100, filter?: SearchFilter): Promise<{ id: string; rank: number }[]> => {
    const write = index.searchSql(database.pool, 'projects', text, limit, filter);
    if (!write) throw new Error('no SQL for the index own pool');
    const values: unknown[] = ['first'];
    const select = write((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    const { rows } = await database.pool.query<{ id: string; rank: number }>(`SELECT $1::text AS first, h.id, h.rank FROM (${select}) AS h`, values);
    return rows.map((r) => ({ id: r.id, rank: r.rank }));
  };

  it('answers the same hits, ranks and order as search, the limit included', async () => {
    for (const text of ['photo', 'cell photo', 'PHOTOSYNTHESIS cell', 'volc', 'mars']) {
      expect(await viaSql(text)).toEqual(await index.search('projects', text, 100));
    }
    expect(await viaSql('photo', 2)).toEqual(await index.search('projects', 'photo', 2));
    expect((await viaSql('photo')).map((h) => h.id)).toEqual(['p1', 'p4', 'p2']);
    for (const text of ['photo', 'cell photo']) {
      expect(await viaSql(text, 100, { statuses: [1] })).toEqual(await index.search('projects', text, 100, { statuses: [1] }));
    }
    expect((await viaSql('photo', 100, { statuses: [1] })).map((h) => h.id)).toEqual(['p1', 'p4']);
  });

  it("selects each hit's time, so that a page can be ordered without looking the hits up", async () => {
    const write = index.searchSql(database.pool, 'projects', 'cell', 100);
    if (!write) throw new Error('no SQL for the index own pool');
    const values: unknown[] = [];
    const select = write((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    const { rows } = await database.pool.query<{ id: string; time: Date }>(`SELECT id, time FROM (${select}) AS h ORDER BY id`, values);
    expect(rows.map((r) => [r.id, r.time.toISOString()])).toEqual([
      ['p1', '2026-01-01T00:00:00.000Z'],
      ['p2', '2026-02-01T00:00:00.000Z'],
      ['p4', '2026-04-01T00:00:00.000Z'],
    ]);
  });

  it('selects no rows for a text without words', async () => {
    expect(await viaSql('  %_* ')).toEqual([]);
  });

  it('is not offered for another pool, which may reach another database', async () => {
    const other = new Pool({ connectionString: database.url, max: 1 });
    try {
      expect(index.searchSql(other, 'projects', 'photo', 100)).toBeNull();
    } finally {
      await other.end();
    }
  });
});
