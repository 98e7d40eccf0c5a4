// Tables of the reactor runtime, owned by platform (a reactor owns none): where each reactor is in the
// event log (checkpoint), which events it has handled (by event id), and the events whose effect failed
// (parked, with the error and when they are tried again). Which instance runs a reactor is the
// projections' lease (projection_leases, named `reactor:<name>`): one lock, one place to look.
import type { Pool, PoolClient } from 'pg';
import { createRuntimeTables, underDdlLock } from '../projections/schema';

export const createReactorTables = (pool: Pool): Promise<void> =>
  underDdlLock(pool, async (client: PoolClient) => {
    // The lease table among them, for a process that runs reactors without projections.
    await createRuntimeTables(client);
    await client.query(`
      CREATE TABLE IF NOT EXISTS reactor_checkpoints (
        reactor text PRIMARY KEY,
        transaction_id numeric(20, 0) NOT NULL,
        global_position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS reactor_handled (
        reactor text NOT NULL,
        event_id text NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reactor, event_id)
      );
      CREATE TABLE IF NOT EXISTS reactor_parked (
        reactor text NOT NULL,
        event_id text NOT NULL,
        -- Where a retry reads the event again.
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        transaction_id numeric(20, 0) NOT NULL,
        global_position bigint NOT NULL,
        event_type text NOT NULL,
        error text NOT NULL,
        attempts integer NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        -- When it is tried again; null once the retries are spent (it stays for an admin to see).
        next_attempt_at timestamptz,
        PRIMARY KEY (reactor, event_id)
      );
      CREATE INDEX IF NOT EXISTS reactor_parked_due ON reactor_parked (reactor, next_attempt_at) WHERE next_attempt_at IS NOT NULL;
    `);
  });
