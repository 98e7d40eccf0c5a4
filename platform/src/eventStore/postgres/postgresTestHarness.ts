// The contract-suite harness for the PostgreSQL store on any pool: holds an append open on its own
// connection with exactly the statement the store runs.
import type { Pool } from 'pg';
import type { EventStoreHarness } from '../eventStore.contract';
import { appendStatement, PostgresEventStore } from './postgresEventStore';

export const postgresHarness = async (pool: Pool, teardown: () => Promise<void>): Promise<EventStoreHarness> => {
  const store = await PostgresEventStore.create(pool);
  return {
    store,
    async holdAppendOpen(streamId, events, options) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { text, values } = appendStatement(streamId, events, options);
        await client.query(text, values);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw err;
      }
      return {
        async commit() {
          try {
            await client.query('COMMIT');
          } finally {
            client.release();
          }
        },
      };
    },
    async teardown() {
      await store.close();
      await teardown();
    },
  };
};
