// The SearchIndex contract suite against the PostgreSQL adapter: on the server named by DATABASE_URL
// (here 127.0.0.1:5432) and on the embedded PostgreSQL that `npm start` uses.
import { Pool } from 'pg';
import { startTemporaryEmbeddedPostgres } from '../../sql/embeddedPostgres';
import { createTestDatabase } from '../../testing/testDatabase';
import { testSearchIndex } from '../searchIndex.contract';
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
