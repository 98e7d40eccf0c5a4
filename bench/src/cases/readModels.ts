// Waits until every projection of the product (the search indexes' too) has passed an event, asking the
// admin API for their checkpoints. Positions are compared whole (transaction, then global position), as
// the product's read-your-writes does: appends made in parallel can commit in another order than their
// global positions, and the last event a projection passes may then have a lower global position than
// the highest one appended.
import { AdminCalls, comparePositions, type EventPosition } from '@wb/contracts';
import type { Pool } from 'pg';
import { sleep } from '../measure';
import type { ApiClient } from './apiClient';

const READ_MODELS = `/api${AdminCalls.getReadModels.path}`;

const positionOf = async (pool: Pool, globalPosition: bigint): Promise<EventPosition> => {
  const { rows } = await pool.query<{ transaction_id: string }>('SELECT transaction_id::text FROM events WHERE global_position = $1', [globalPosition.toString()]);
  const row = rows[0];
  if (!row) throw new Error(`no event at global position ${globalPosition}`);
  return { transactionId: BigInt(row.transaction_id), globalPosition };
};

const parseCheckpoint = (checkpoint: string): EventPosition => {
  const [transactionId = '0', globalPosition = '0'] = checkpoint.split('/');
  return { transactionId: BigInt(transactionId), globalPosition: BigInt(globalPosition) };
};

export const waitForReadModels = async (client: ApiClient, pool: Pool, lastGlobalPosition: bigint, timeoutMs: number): Promise<void> => {
  const last = await positionOf(pool, lastGlobalPosition);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.ok(READ_MODELS, {});
    const models = (answer.body as { readModels: { name: string; checkpoint: string }[] }).readModels;
    const behind = models.filter((m) => comparePositions(parseCheckpoint(m.checkpoint), last) < 0).map((m) => m.name);
    if (behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${behind.join(', ')} not caught up after ${timeoutMs} ms`);
    await sleep(200);
  }
};
