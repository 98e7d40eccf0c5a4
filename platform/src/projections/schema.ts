// Tables of the projection runtime itself: where each projection is (checkpoint, with the version of the
// code that built its tables), which instance runs it (lease), the events it could not apply (parked),
// and the rebuilds under way into fresh tables (their own checkpoint, so a stopped one resumes).
// Read models live in the projections' own tables.
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../sql/sql';

/** Serializes DDL of all projections across processes: concurrent CREATE ... IF NOT EXISTS can still collide. */
export const DDL_LOCK_KEY = 727_001;

/**
 * Runs fn in one transaction that first takes the DDL lock: two processes starting on one database must
 * not create or convert the same tables at once (CREATE TABLE IF NOT EXISTS is not atomic: the loser
 * fails on the table's row type).
 */
export const underDdlLock = <T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> =>
  inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK_KEY]);
    return fn(client);
  });

const hasVersionColumn = async (db: Pool | PoolClient): Promise<boolean> => {
  const { rows } = await db.query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'projection_checkpoints' AND column_name = 'version'`,
  );
  return rows.length > 0;
};

export const createRuntimeTables = async (db: Pool | PoolClient): Promise<void> => {
  await db.query(`
    CREATE TABLE IF NOT EXISTS projection_checkpoints (
      projection text PRIMARY KEY,
      transaction_id numeric(20, 0) NOT NULL,
      global_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS projection_leases (
      projection text PRIMARY KEY,
      owner text NOT NULL,
      acquired_at timestamptz NOT NULL,
      heartbeat_at timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS projection_parked (
      id bigserial PRIMARY KEY,
      projection text NOT NULL,
      transaction_id numeric(20, 0) NOT NULL,
      global_position bigint NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      error text NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS projection_parked_projection ON projection_parked (projection, global_position);
    CREATE TABLE IF NOT EXISTS projection_rebuilds (
      projection text PRIMARY KEY,
      version integer NOT NULL,
      transaction_id numeric(20, 0) NOT NULL,
      global_position bigint NOT NULL,
      applied_events bigint NOT NULL,
      total_events bigint NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  // Checkpoints written before projections had versions have none (NULL): the start then decides from
  // their rows whether to rebuild. Altered only when missing: ALTER takes the table's strongest lock.
  if (!(await hasVersionColumn(db))) await db.query('ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS version integer');
};
