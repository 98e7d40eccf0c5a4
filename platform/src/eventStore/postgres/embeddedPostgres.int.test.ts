// The contract suite against the embedded PostgreSQL that `npm start` uses (a fresh one in a temporary
// folder, on a free port).
import { Pool } from 'pg';
import { startTemporaryEmbeddedPostgres } from '../../sql/embeddedPostgres';
import { testEventStore } from '../eventStore.contract';
import { postgresHarness } from './postgresTestHarness';

jest.setTimeout(120_000);

testEventStore('PostgreSQL (embedded)', async () => {
  const server = await startTemporaryEmbeddedPostgres();
  const pool = new Pool({ connectionString: server.url, max: 20 });
  // pool.end() does not wait for the server to close idle sessions, so the shutdown may still reach one.
  pool.on('error', () => undefined);
  return postgresHarness(pool, async () => {
    await pool.end();
    await server.stop();
  });
});
