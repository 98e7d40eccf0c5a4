// The Sql port: a pg Pool to the read-model database (the embedded PostgreSQL or DATABASE_URL).
import type { Pool, PoolClient } from 'pg';

export type { Pool, PoolClient };

/** Runs fn in one transaction; rolls back on any error. */
export const inTransaction = async <T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
};

/** Whether the server answers a trivial query now (health checks, adapters' ping). */
export const answers = async (pool: Pool): Promise<boolean> => {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
};
