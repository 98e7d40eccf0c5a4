// The baseline: plain INSERTs into a table of the same shape as `events` (same columns, defaults and
// indexes), no stream check, no lock, no wake-up hint.
import type { EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';

export const createPlainEventsTable = async (pool: Pool): Promise<void> => {
  await pool.query('CREATE TABLE IF NOT EXISTS plain_events (LIKE events INCLUDING ALL)');
};

const COLUMNS = 'stream_id, revision, event_id, type, schema_version, data, metadata';

/** One row, one statement: what a hand-written insert of an event looks like. */
export const insertOne = async (pool: Pool, streamId: string, revision: number, event: EventToAppend): Promise<void> => {
  await pool.query({
    name: 'bench_plain_insert_one',
    text: `INSERT INTO plain_events (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    values: [streamId, revision, event.metadata.eventId, event.type, 1, JSON.stringify(event.data), JSON.stringify(event.metadata)],
  });
};

/** Many rows, one statement (unnest of arrays). */
export const insertMany = async (pool: Pool, streamId: string, firstRevision: number, events: readonly EventToAppend[]): Promise<void> => {
  await pool.query({
    name: 'bench_plain_insert_many',
    text: `INSERT INTO plain_events (${COLUMNS})
      SELECT $1, r, e, t, 1, d, m FROM unnest($2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) AS x(r, e, t, d, m)`,
    values: [
      streamId,
      events.map((_, i) => firstRevision + i),
      events.map((e) => e.metadata.eventId),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ],
  });
};
