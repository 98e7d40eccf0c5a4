// What a process that serves queries without running the projections reads of them (the query API of
// the distributed mode follows the projectors' progress): the checkpoints they store and the events
// they parked. These tables are platform's, so their SQL is here and nowhere else.
import type { Pool, PoolClient } from 'pg';
import { positionFromRow, type ServingCheckpoint } from './checkpoint';

/** The stored checkpoints of these projections; a projection that has none yet is absent. */
export const readCheckpointsOf = async (db: Pool | PoolClient, projections: readonly string[]): Promise<Map<string, ServingCheckpoint>> => {
  const { rows } = await db.query<{ projection: string; transaction_id: string; global_position: string; version: number | null }>(
    'SELECT projection, transaction_id::text, global_position::text, version FROM projection_checkpoints WHERE projection = ANY($1)',
    [projections],
  );
  return new Map(rows.map((row) => [row.projection, { position: positionFromRow(row), version: row.version }]));
};

export interface ParkedSummary {
  /** How many of its events are parked. */
  readonly parked: number;
  /** The error of the last one parked. */
  readonly lastError: string | null;
}

/** The parked events of these projections; a projection with none parked is absent. */
export const readParkedSummaries = async (db: Pool | PoolClient, projections: readonly string[]): Promise<Map<string, ParkedSummary>> => {
  const { rows } = await db.query<{ projection: string; parked: number; last_error: string | null }>(
    `SELECT projection, count(*)::int AS parked, (array_agg(error ORDER BY id DESC))[1] AS last_error
     FROM projection_parked WHERE projection = ANY($1) GROUP BY projection`,
    [projections],
  );
  return new Map(rows.map((row) => [row.projection, { parked: row.parked, lastError: row.last_error }]));
};
