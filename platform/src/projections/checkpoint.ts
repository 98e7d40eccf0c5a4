// The checkpoint of a projection is the position of the last event it applied or parked, stored as the
// (transaction id, global position) pair with the version of the code that built its tables, and only
// ever moved by compare-and-set on both, so two writers (a stale instance, an instance of another
// version, a rebuild swapping tables in) can never both move it from the same place.
import { START_POSITION, type EventPosition } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';

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
  const { rows } = await db.query(
    'SELECT transaction_id::text, global_position::text, version FROM projection_checkpoints WHERE projection = $1',
    [projection],
  );
  const row = rows[0] as { transaction_id: string; global_position: string; version: number | null } | undefined;
  return row ? { position: positionFromRow(row), version: row.version } : null;
};

export const readCheckpoint = async (db: Pool | PoolClient, projection: string): Promise<EventPosition> =>
  (await readServing(db, projection))?.position ?? START_POSITION;

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
 * Moves the checkpoint from `expected` to `next`; false when it was not at `expected` any more or the
 * live tables are another version's. Taken first in the batch transaction, the row lock also makes a
 * rebuild's swap and a batch wait for each other.
 */
export const compareAndSetCheckpoint = async (
  client: PoolClient,
  projection: string,
  version: number,
  expected: EventPosition,
  next: EventPosition,
): Promise<boolean> => {
  const { rowCount } = await client.query(
    `UPDATE projection_checkpoints SET transaction_id = $4, global_position = $5, updated_at = now()
     WHERE projection = $1 AND transaction_id = $2 AND global_position = $3 AND version = $6`,
    [projection, expected.transactionId.toString(), expected.globalPosition.toString(), next.transactionId.toString(), next.globalPosition.toString(), version],
  );
  return rowCount === 1;
};

/** Sets the checkpoint and version unconditionally (a rebuild, holding the row lock, swapping its tables in). */
export const setCheckpoint = async (client: Pool | PoolClient, projection: string, position: EventPosition, version: number): Promise<void> => {
  await client.query(
    `INSERT INTO projection_checkpoints (projection, transaction_id, global_position, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (projection) DO UPDATE SET transaction_id = $2, global_position = $3, version = $4, updated_at = now()`,
    [projection, position.transactionId.toString(), position.globalPosition.toString(), version],
  );
};
