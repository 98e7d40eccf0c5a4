// The checkpoint of a projection is the position of the last event it applied or parked, stored as the
// (transaction id, global position) pair and only ever moved by compare-and-set, so two writers (a stale
// instance, a rebuild swapping tables in) can never both move it from the same place.
import { START_POSITION, type EventPosition } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';

export const formatPosition = (p: EventPosition): string => `${p.transactionId}/${p.globalPosition}`;

const fromRow = (row: { transaction_id: string; global_position: string }): EventPosition => ({
  transactionId: BigInt(row.transaction_id),
  globalPosition: BigInt(row.global_position),
});

export const readCheckpoint = async (db: Pool | PoolClient, projection: string): Promise<EventPosition> => {
  const { rows } = await db.query(
    'SELECT transaction_id::text, global_position::text FROM projection_checkpoints WHERE projection = $1',
    [projection],
  );
  return rows[0] ? fromRow(rows[0]) : START_POSITION;
};

export const readAllCheckpoints = async (db: Pool | PoolClient): Promise<Map<string, EventPosition>> => {
  const { rows } = await db.query('SELECT projection, transaction_id::text, global_position::text FROM projection_checkpoints');
  return new Map(rows.map((r) => [r.projection as string, fromRow(r)]));
};

export const ensureCheckpointRow = async (db: Pool | PoolClient, projection: string): Promise<void> => {
  await db.query(
    `INSERT INTO projection_checkpoints (projection, transaction_id, global_position) VALUES ($1, 0, 0)
     ON CONFLICT (projection) DO NOTHING`,
    [projection],
  );
};

/**
 * Moves the checkpoint from `expected` to `next`; false when it was not at `expected` any more. Taken
 * first in the batch transaction, the row lock also makes a rebuild's swap and a batch wait for each other.
 */
export const compareAndSetCheckpoint = async (
  client: PoolClient,
  projection: string,
  expected: EventPosition,
  next: EventPosition,
): Promise<boolean> => {
  const { rowCount } = await client.query(
    `UPDATE projection_checkpoints SET transaction_id = $4, global_position = $5, updated_at = now()
     WHERE projection = $1 AND transaction_id = $2 AND global_position = $3`,
    [projection, expected.transactionId.toString(), expected.globalPosition.toString(), next.transactionId.toString(), next.globalPosition.toString()],
  );
  return rowCount === 1;
};

/** Sets the checkpoint unconditionally (a rebuild, holding the row lock, swapping its tables in). */
export const setCheckpoint = async (client: PoolClient, projection: string, position: EventPosition): Promise<void> => {
  await client.query(
    `INSERT INTO projection_checkpoints (projection, transaction_id, global_position) VALUES ($1, $2, $3)
     ON CONFLICT (projection) DO UPDATE SET transaction_id = $2, global_position = $3, updated_at = now()`,
    [projection, position.transactionId.toString(), position.globalPosition.toString()],
  );
};
