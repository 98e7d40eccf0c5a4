// The checkpoint of a projection is the position of the last event it applied or parked, stored as the
// (transaction id, global position) pair with the version of the code that built its tables, and only
// ever moved by compare-and-set on both, so two writers (a stale instance, an instance of another
// version, a rebuild swapping tables in) can never both move it from the same place.
import type { EventPosition } from '@wb/contracts';
import type { Pool, PoolClient, QueryResult } from 'pg';

export const formatPosition = (p: EventPosition): string => `${p.transactionId}/${p.globalPosition}`;

export const positionFromRow = (row: { transaction_id: string; global_position: string }): EventPosition => ({
  transactionId: BigInt(row.transaction_id),
  globalPosition: BigInt(row.global_position),
});

export interface ServingCheckpoint {
  readonly position: EventPosition;
  /** Version of the code that built the live tables; null for a checkpoint older than versions. */
  readonly version: number | null;
}

export const readServing = async (db: Pool | PoolClient, projection: string): Promise<ServingCheckpoint | null> => {
  const { rows } = await db.query('SELECT transaction_id::text, global_position::text, version FROM projection_checkpoints WHERE projection = $1', [projection]);
  const row = rows[0] as { transaction_id: string; global_position: string; version: number | null } | undefined;
  return row ? { position: positionFromRow(row), version: row.version } : null;
};

export const readAllCheckpoints = async (db: Pool | PoolClient): Promise<Map<string, ServingCheckpoint>> => {
  const { rows } = await db.query('SELECT projection, transaction_id::text, global_position::text, version FROM projection_checkpoints');
  return new Map(rows.map((r) => [r.projection as string, { position: positionFromRow(r), version: r.version as number | null }]));
};

/** A checkpoint at the start for a projection that has none, built by this version. */
export const ensureCheckpointRow = async (db: Pool | PoolClient, projection: string, version: number): Promise<void> => {
  await db.query(
    `INSERT INTO projection_checkpoints (projection, transaction_id, global_position, version) VALUES ($1, 0, 0, $2)
     ON CONFLICT (projection) DO NOTHING`,
    [projection, version],
  );
};

/**
 * Opens a live batch's transaction in one round trip: BEGIN without waiting for the commit's flush (its
 * rows and checkpoint are lost or kept together, and a batch lost to a crash is applied again from the
 * events, which are durable), the compare-and-set of the checkpoint, and the savepoint applyBatch works
 * under. One simple query, so its values are written into it: positions are integers and the name is
 * quoted by the driver. Returns whether the checkpoint was where this worker had it (else nothing is
 * changed and the caller rolls back). Taken first in the batch transaction, the checkpoint's row lock
 * also makes a rebuild's swap and a batch wait for each other.
 */
export const beginBatch = async (client: PoolClient, projection: string, version: number, expected: EventPosition, next: EventPosition): Promise<boolean> => {
  const integer = (n: bigint | number) => BigInt(n).toString();
  const results = (await client.query(
    `BEGIN; SET LOCAL synchronous_commit TO off;
     UPDATE projection_checkpoints SET transaction_id = ${integer(next.transactionId)}, global_position = ${integer(next.globalPosition)}, updated_at = now()
     WHERE projection = ${client.escapeLiteral(projection)} AND transaction_id = ${integer(expected.transactionId)}
       AND global_position = ${integer(expected.globalPosition)} AND version = ${integer(version)};
     SAVEPOINT batch`,
  )) as unknown as QueryResult[];
  return results[2]?.rowCount === 1;
};

/** Sets the checkpoint and version unconditionally (a rebuild, holding the row lock, swapping its tables in). */
export const setCheckpoint = async (client: Pool | PoolClient, projection: string, position: EventPosition, version: number): Promise<void> => {
  await client.query(
    `INSERT INTO projection_checkpoints (projection, transaction_id, global_position, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (projection) DO UPDATE SET transaction_id = $2, global_position = $3, version = $4, updated_at = now()`,
    [projection, position.transactionId.toString(), position.globalPosition.toString(), version],
  );
};
