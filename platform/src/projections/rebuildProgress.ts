// A rebuild's progress as its own checkpoint row says, for instances (and the query API's follower)
// that watch a rebuild another process runs.
import type { Pool, PoolClient } from 'pg';
import type { RebuildProgress } from './rebuild';

interface Row {
  projection: string;
  version: number;
  applied_events: string;
  total_events: string;
}

const toProgress = (row: Row): RebuildProgress => ({
  version: row.version,
  appliedEvents: Number(row.applied_events),
  totalEvents: Math.max(Number(row.total_events), Number(row.applied_events)),
});

export const readAllRebuildProgress = async (db: Pool | PoolClient, projections: readonly string[]): Promise<Map<string, RebuildProgress>> => {
  const { rows } = await db.query<Row>('SELECT projection, version, applied_events::text, total_events::text FROM projection_rebuilds WHERE projection = ANY($1)', [projections]);
  return new Map(rows.map((row) => [row.projection, toProgress(row)]));
};

export const readRebuildProgress = async (db: Pool | PoolClient, projection: string): Promise<RebuildProgress | null> => (await readAllRebuildProgress(db, [projection])).get(projection) ?? null;
