// The SearchIndex contract suite against the PostgreSQL adapter: on the server named by DATABASE_URL
// (here 127.0.0.1:5432) and on the embedded PostgreSQL that `npm start` uses.
import { Pool } from 'pg';
import { startTemporaryEmbeddedPostgres } from '../../sql/embeddedPostgres';
import { createTestDatabase } from '../../testing/testDatabase';
import { testSearchIndex } from '../searchIndex.contract';
import type { SearchIndex } from '../searchIndex';
import { PostgresSearchIndex } from './postgresSearchIndex';

jest.setTimeout(120_000);

testSearchIndex('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('wbsearch');
  return { index: new PostgresSearchIndex(database.pool), teardown: () => database.drop() };
});

testSearchIndex('PostgreSQL (embedded)', async () => {
  const server = await startTemporaryEmbeddedPostgres();
  const pool = new Pool({ connectionString: server.url, max: 5 });
  pool.on('error', () => undefined);
  return {
    index: new PostgresSearchIndex(pool),
    async teardown() {
      await pool.end();
      await server.stop();
    },
  };
});

describe('the PostgreSQL search index on a database made before ids compared byte by byte and documents had a status', () => {
  it('converts the id column to COLLATE "C" and adds the status once, keeping every document searchable', async () => {
    const database = await createTestDatabase('wbsearchold');
    try {
      // The table as the index made it before KEY_TEXT: ids under the database's collation.
      await database.pool.query(`CREATE TABLE search_words (index_name text NOT NULL, id text NOT NULL, word_no integer NOT NULL,
        rest text COLLATE "C" NOT NULL, time timestamptz, PRIMARY KEY (index_name, id, word_no))`);
      await database.pool.query(`INSERT INTO search_words VALUES ('projects', 'p1', 0, 'cell division', now()), ('projects', 'p1', 1, 'division', now())`);
      const index: SearchIndex = new PostgresSearchIndex(database.pool);
      await index.ensureIndex('projects');
      const { rows } = await database.pool.query<{ collation: string }>(
        `SELECT c.collname AS collation FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
         WHERE a.attrelid = 'search_words'::regclass AND a.attname = 'id'`,
      );
      expect(rows).toEqual([{ collation: 'C' }]);
      expect(await index.search('projects', 'divi', 10)).toEqual([{ id: 'p1', rank: 2 }]);
      // Its status is not known until the document is written again: every filter keeps it meanwhile.
      expect(await index.search('projects', 'divi', 10, { statuses: [1] })).toEqual([{ id: 'p1', rank: 2 }]);
      await index.upsert('projects', [{ id: 'p1', text: 'Cell division again' }]);
      expect(await index.search('projects', 'again', 10, { statuses: [1] })).toEqual([{ id: 'p1', rank: 2 }]);
      await index.change('projects', [{ id: 'p1', status: 2 }]);
      expect(await index.search('projects', 'divi', 10, { statuses: [1] })).toEqual([]);
      const indexes = await database.pool.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'search_words' ORDER BY 1`);
      expect(indexes.rows.map((r) => r.name)).toEqual(['search_words_pkey', 'search_words_prefix']);
      // A second process starting on the converted table changes nothing.
      await new PostgresSearchIndex(database.pool).ensureIndex();
      expect(await index.search('projects', 'cell', 10)).toEqual([{ id: 'p1', rank: 1 }]);
    } finally {
      await database.drop();
    }
  });
});
