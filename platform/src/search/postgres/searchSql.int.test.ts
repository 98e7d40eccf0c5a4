// The PostgreSQL search index's hits as SQL (searchSql), run inside a caller's own statement: the same
// hits in the same order as search(), and offered only for the index's own pool.
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
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
      { id: 'p1', text: 'Photosynthesis in the cell', time: '2026-01-01T00:00:00.000Z' },
      { id: 'p2', text: 'The cell photosynthesis', time: '2026-02-01T00:00:00.000Z' },
      { id: 'p3', text: 'Volcanoes', time: '2026-03-01T00:00:00.000Z' },
      { id: 'p4', text: 'Cell division, photos', time: '2026-04-01T00:00:00.000Z' },
    ]);
    await index.upsert('other', [{ id: 'o1', text: 'Photosynthesis' }]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Runs the SELECT as a subquery of a statement that has a value of its own first ($1), as a page does. */
  const viaSql = async (text: string, limit = 100): Promise<{ id: string; rank: number }[]> => {
    const write = index.searchSql(database.pool, 'projects', text, limit);
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
