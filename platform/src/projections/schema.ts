// Tables of the projection runtime itself: where each projection is (checkpoint), which instance runs
// it (lease), and the events it could not apply (parked). Read models live in the projections' own tables.
import type { Pool, PoolClient } from 'pg';

/** Serializes DDL of all projections across processes: concurrent CREATE ... IF NOT EXISTS can still collide. */
export const DDL_LOCK_KEY = 727_001;

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
  `);
};
