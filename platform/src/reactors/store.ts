// Every query of the reactor runtime's tables (schema.ts). A reactor's checkpoint moves by
// compare-and-set, in the same statement that records the event handled or parked: the record and the
// move are one atomic write, so after a crash the checkpoint never says an event was dealt with that
// has no record, nor the reverse.
import { START_POSITION, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { Pool } from 'pg';
import { positionFromRow } from '../projections/checkpoint';

const integer = (n: bigint | number) => BigInt(n).toString();

export const ensureReactorCheckpoint = async (pool: Pool, reactor: string): Promise<void> => {
  await pool.query(`INSERT INTO reactor_checkpoints (reactor, transaction_id, global_position) VALUES ($1, 0, 0) ON CONFLICT (reactor) DO NOTHING`, [reactor]);
};

export const readReactorCheckpoint = async (pool: Pool, reactor: string): Promise<EventPosition> => {
  const { rows } = await pool.query<{ transaction_id: string; global_position: string }>('SELECT transaction_id::text, global_position::text FROM reactor_checkpoints WHERE reactor = $1', [reactor]);
  return rows[0] ? positionFromRow(rows[0]) : START_POSITION;
};

/** The ids among these that the reactor has handled already (a repeat after a checkpoint moved back). */
export const handledAmong = async (pool: Pool, reactor: string, eventIds: readonly string[]): Promise<Set<string>> => {
  if (eventIds.length === 0) return new Set();
  const { rows } = await pool.query<{ event_id: string }>('SELECT event_id FROM reactor_handled WHERE reactor = $1 AND event_id = ANY($2::text[])', [reactor, eventIds]);
  return new Set(rows.map((r) => r.event_id));
};

/** The compare-and-set of the checkpoint, as the first part of a statement that records with it ($1 to $5). */
const MOVE = `moved AS (
  UPDATE reactor_checkpoints SET transaction_id = $4, global_position = $5, updated_at = now()
  WHERE reactor = $1 AND transaction_id = $2 AND global_position = $3 RETURNING reactor)`;

const moveParams = (reactor: string, expected: EventPosition, next: EventPosition) => [
  reactor,
  integer(expected.transactionId),
  integer(expected.globalPosition),
  integer(next.transactionId),
  integer(next.globalPosition),
];

/** Moves the checkpoint from `expected` to `next` (past events of other types); false when it was elsewhere. */
export const moveCheckpoint = async (pool: Pool, reactor: string, expected: EventPosition, next: EventPosition): Promise<boolean> => {
  const { rows } = await pool.query<{ moved: number }>(`WITH ${MOVE} SELECT count(*)::int AS moved FROM moved`, moveParams(reactor, expected, next));
  return rows[0]?.moved === 1;
};

/** Records the event handled and moves the checkpoint to it, in one statement; false (nothing written) when the checkpoint was elsewhere. */
export const recordHandled = async (pool: Pool, reactor: string, expected: EventPosition, event: RecordedEvent): Promise<boolean> => {
  const { rows } = await pool.query<{ moved: number }>(
    `WITH ${MOVE}, handled AS (
       INSERT INTO reactor_handled (reactor, event_id) SELECT reactor, $6 FROM moved ON CONFLICT DO NOTHING)
     SELECT count(*)::int AS moved FROM moved`,
    [...moveParams(reactor, expected, event.position), event.metadata.eventId],
  );
  return rows[0]?.moved === 1;
};

/**
 * Parks the event with its error and moves the checkpoint past it, in one statement; `retryInMs` null
 * parks it for good. False (nothing written) when the checkpoint was elsewhere.
 */
export const recordParked = async (pool: Pool, reactor: string, expected: EventPosition, event: RecordedEvent, error: string, retryInMs: number | null): Promise<boolean> => {
  const { rows } = await pool.query<{ moved: number }>(
    `WITH ${MOVE}, parked AS (
       INSERT INTO reactor_parked (reactor, event_id, stream_id, revision, transaction_id, global_position, event_type, error, attempts, next_attempt_at)
       SELECT reactor, $6, $7, $8, $4, $5, $9, $10, 1, now() + ($11::float8 * interval '1 millisecond') FROM moved
       ON CONFLICT (reactor, event_id) DO NOTHING)
     SELECT count(*)::int AS moved FROM moved`,
    [...moveParams(reactor, expected, event.position), event.metadata.eventId, event.streamId, event.revision, event.type, error, retryInMs],
  );
  return rows[0]?.moved === 1;
};

export interface DueParked {
  readonly eventId: string;
  readonly streamId: string;
  readonly revision: bigint;
  /** Attempts made so far. */
  readonly attempts: number;
}

/** Parked events whose next attempt is due, oldest first. */
export const dueParked = async (pool: Pool, reactor: string, limit: number): Promise<DueParked[]> => {
  const { rows } = await pool.query<{ event_id: string; stream_id: string; revision: string; attempts: number }>(
    `SELECT event_id, stream_id, revision::text, attempts FROM reactor_parked
     WHERE reactor = $1 AND next_attempt_at <= now() ORDER BY transaction_id, global_position LIMIT $2`,
    [reactor, limit],
  );
  return rows.map((r) => ({ eventId: r.event_id, streamId: r.stream_id, revision: BigInt(r.revision), attempts: r.attempts }));
};

/** A retry worked: the event leaves the parked ones and is recorded handled, in one statement. */
export const recordRetryHandled = async (pool: Pool, reactor: string, eventId: string): Promise<void> => {
  await pool.query(
    `WITH unparked AS (DELETE FROM reactor_parked WHERE reactor = $1 AND event_id = $2 RETURNING reactor)
     INSERT INTO reactor_handled (reactor, event_id) SELECT reactor, $2 FROM unparked ON CONFLICT DO NOTHING`,
    [reactor, eventId],
  );
};

/** A retry failed: its error and attempt count kept, the next attempt set (null: no more). */
export const recordRetryFailed = async (pool: Pool, reactor: string, eventId: string, attempts: number, error: string, retryInMs: number | null): Promise<void> => {
  await pool.query(
    `UPDATE reactor_parked SET attempts = $3, error = $4, next_attempt_at = now() + ($5::float8 * interval '1 millisecond')
     WHERE reactor = $1 AND event_id = $2`,
    [reactor, eventId, attempts, error, retryInMs],
  );
};

export interface ParkedSummary {
  readonly parked: number;
  readonly lastError: string | null;
}

/** How many events each named reactor has parked, and the error of the latest. */
export const parkedSummaries = async (pool: Pool, reactors: readonly string[]): Promise<Map<string, ParkedSummary>> => {
  const { rows } = await pool.query<{ reactor: string; parked: number; last_error: string | null }>(
    `SELECT reactor, count(*)::int AS parked, (array_agg(error ORDER BY parked_at DESC, global_position DESC))[1] AS last_error
     FROM reactor_parked WHERE reactor = ANY($1::text[]) GROUP BY reactor`,
    [reactors],
  );
  return new Map(rows.map((r) => [r.reactor, { parked: r.parked, lastError: r.last_error }]));
};

/** The checkpoints of the named reactors (a reactor without one is at the start). */
export const readReactorCheckpoints = async (pool: Pool, reactors: readonly string[]): Promise<Map<string, EventPosition>> => {
  const { rows } = await pool.query<{ reactor: string; transaction_id: string; global_position: string }>(
    'SELECT reactor, transaction_id::text, global_position::text FROM reactor_checkpoints WHERE reactor = ANY($1::text[])',
    [reactors],
  );
  return new Map(rows.map((r) => [r.reactor, positionFromRow(r)]));
};
