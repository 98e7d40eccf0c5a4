// Rebuilds a projection from position 0 into fresh tables (`<table>__rebuild`) while the live tables
// keep serving, then swaps them in within one transaction that holds the projection's checkpoint row
// (its lock): the live worker's next batch then fails its compare-and-set and continues from the
// rebuild's checkpoint, so nothing is applied twice or skipped.
import { START_POSITION, type EventPosition } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { inTransaction as inTx } from '../sql/sql';
import { applyBatch, type TableName } from './applyBatch';
import { ensureCheckpointRow, formatPosition, setCheckpoint } from './checkpoint';
import type { Projection } from './projection';
import { createRuntimeTables, DDL_LOCK_KEY } from './schema';

export interface RebuildOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
}

export interface RebuildResult {
  readonly events: number;
  readonly parked: number;
  readonly checkpoint: string;
}

const REBUILD_SUFFIX = '__rebuild';
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export const rebuildProjection = async (options: RebuildOptions): Promise<RebuildResult> => {
  const { eventStore, pool, projection, logger } = options;
  const batchSize = options.batchSize ?? 1_000;
  const fresh: TableName = (table) => `${table}${REBUILD_SUFFIX}`;
  const parkAs = `${projection.name}${REBUILD_SUFFIX}`;
  let position: EventPosition = START_POSITION;
  let events = 0;
  let parked = 0;

  await inTx(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK_KEY]);
    await createRuntimeTables(client);
    // Leftovers of a rebuild that did not finish.
    for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${quote(fresh(table))} CASCADE`);
    await client.query('DELETE FROM projection_parked WHERE projection = $1', [parkAs]);
    await projection.createTables(client, fresh);
    await ensureCheckpointRow(client, projection.name);
  });

  /** Applies the next batch to the fresh tables; 0 when caught up. */
  const applyNext = async (client: PoolClient): Promise<number> => {
    const batch = await eventStore.readAll({ after: position, limit: batchSize });
    if (batch.length === 0) return 0;
    parked += (await applyBatch(client, projection, batch, fresh, parkAs)).length;
    position = batch[batch.length - 1]!.position;
    events += batch.length;
    return batch.length;
  };

  const started = Date.now();
  // One transaction per batch, so a long replay holds no long transaction.
  while ((await inTx(pool, applyNext)) > 0) {
    if (events % (batchSize * 100) < batchSize) logger.info({ projection: projection.name, events }, 'rebuild progress');
  }

  await inTx(pool, async (client) => {
    await client.query('SELECT 1 FROM projection_checkpoints WHERE projection = $1 FOR UPDATE', [projection.name]);
    while ((await applyNext(client)) > 0);
    for (const table of projection.tables) {
      await client.query(`DROP TABLE IF EXISTS ${quote(table)} CASCADE`);
      await client.query(`ALTER TABLE ${quote(fresh(table))} RENAME TO ${quote(table)}`);
      const { rows } = await client.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname LIKE $2`,
        [table, `${fresh(table).replace(/_/g, '\\_')}%`],
      );
      for (const { indexname } of rows as { indexname: string }[]) {
        await client.query(`ALTER INDEX ${quote(indexname)} RENAME TO ${quote(table + indexname.slice(fresh(table).length))}`);
      }
    }
    await client.query('DELETE FROM projection_parked WHERE projection = $1', [projection.name]);
    await client.query('UPDATE projection_parked SET projection = $1 WHERE projection = $2', [projection.name, parkAs]);
    await setCheckpoint(client, projection.name, position);
  });

  const result = { events, parked, checkpoint: formatPosition(position) };
  logger.info({ projection: projection.name, ...result, ms: Date.now() - started }, 'projection rebuilt');
  return result;
};
