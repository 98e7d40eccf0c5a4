// Rebuilds a projection from the first event into fresh tables (`<table>__rebuild`) while the live tables
// keep serving, then swaps them in within one transaction that holds the projection's checkpoint row
// (its lock) and stamps the checkpoint with the version that built them: a live worker's next batch then
// fails its compare-and-set and continues from the rebuild's checkpoint (same version) or stands by
// (another version), so nothing is applied twice or skipped. Used by `npm run rebuild` and by the start
// of a projection whose version changed. Each batch commits with the rebuild's own checkpoint
// (projection_rebuilds), so a rebuild stopped midway can resume where it was.
import { comparePositions, START_POSITION, type EventPosition } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { inTransaction as inTx } from '../sql/sql';
import { applyProjectionBatch } from './applyBatch';
import { formatPosition, positionFromRow, setCheckpoint } from './checkpoint';
import { countEventsAfter } from './countEvents';
import { createFreshReadIndexes, createFreshTables, freshTableName, freshTablesExist, freshTablesSurvived, makeFreshTablesLogged, rebuildName, swapTablesIn } from './freshTables';
import { ProjectionLock } from './lock';
import { ReadAhead } from './readAhead';
import { readProjectionBatch, type ProjectionBatch } from './readBatch';
import type { Projection } from './projection';
import { createRuntimeTables, underDdlLock } from './schema';

export interface RebuildProgress {
  readonly version: number;
  readonly appliedEvents: number;
  readonly totalEvents: number;
}

export interface RebuildOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /**
   * Continue a rebuild of the same version that a stopped or killed instance left (the start's rebuilds
   * do). Without it the rebuild starts from the first event (`npm run rebuild`, to repair the tables).
   */
  readonly resume?: boolean;
  /** The runtime's lock; without one the rebuild takes its own. Either way only one instance rebuilds a projection. */
  readonly lock?: ProjectionLock;
  /** Asked between batches: true ends the rebuild where it is, to be resumed. */
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  /** Events applied to the fresh tables, by this run and the runs it resumed. */
  readonly events: number;
  readonly parked: number;
  readonly checkpoint: string;
  readonly position: EventPosition;
  /** False when stopped before the swap (shouldStop). */
  readonly completed: boolean;
}

export class RebuildRunningError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of ${projection} is already running in another process.`);
    this.name = 'RebuildRunningError';
  }
}

export interface RebuildState {
  position: EventPosition;
  applied: number;
  total: number;
}

interface RebuildRow {
  version: number;
  transaction_id: string;
  global_position: string;
  applied_events: string;
  total_events: string;
  updated_at: string;
}

/** Where the rebuild starts: its own checkpoint when it resumes one of this version, else empty fresh tables. */
export const startOrResume = async (pool: Pool, projection: Projection, resume: boolean): Promise<RebuildState | null> =>
  underDdlLock(pool, async (client) => {
    await createRuntimeTables(client);
    const { rows } = await client.query<RebuildRow>(
      'SELECT version, transaction_id::text, global_position::text, applied_events::text, total_events::text, updated_at::text FROM projection_rebuilds WHERE projection = $1',
      [projection.name],
    );
    const row = rows[0];
    if (resume && row?.version === projection.version && (await freshTablesExist(client, projection)) && (await freshTablesSurvived(client, projection, row.updated_at))) {
      return { position: positionFromRow(row), applied: Number(row.applied_events), total: Number(row.total_events) };
    }
    await createFreshTables(client, projection);
    await client.query('DELETE FROM projection_parked WHERE projection = $1', [rebuildName(projection.name)]);
    await client.query(
      `INSERT INTO projection_rebuilds (projection, version, transaction_id, global_position, applied_events, total_events) VALUES ($1, $2, 0, 0, 0, 0)
       ON CONFLICT (projection) DO UPDATE SET version = $2, transaction_id = 0, global_position = 0, applied_events = 0, total_events = 0, started_at = now(), updated_at = now()`,
      [projection.name, projection.version],
    );
    return null;
  });

export const countParked = async (pool: Pool, name: string): Promise<number> => {
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM projection_parked WHERE projection = $1', [name]);
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
};

/**
 * Applies one batch to the fresh tables in a transaction of its own: one round trip opens it and takes
 * the batch's savepoint, then the batch's statements, then advanceRebuild moves the rebuild's checkpoint
 * (a compare-and-set whose row count is checked here: no row, someone else moved it, and the batch is
 * rolled back), then COMMIT. The checkpoint is written last on purpose: a transaction that has written
 * holds back every reader of all events until it ends, so it writes nothing before the batch's own
 * statements do.
 *
 * It commits without waiting for its log to reach the disk (synchronous_commit off), as live batches
 * do. Safe: a crash loses only the last transactions, whole and in order, each with its own rebuild
 * checkpoint, so the rebuild resumes from an earlier batch with the tables as they were there; and the
 * fresh tables being unlogged, a crash empties them and the rebuild starts again anyway
 * (freshTablesSurvived). Nothing reads them before the swap, which commits as usual.
 */
export const applyRebuildBatch = async (pool: Pool, projection: Projection, state: RebuildState, batch: ProjectionBatch): Promise<RebuildState> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN; SET LOCAL synchronous_commit TO off; SAVEPOINT batch');
    if (batch.events.length > 0) await applyProjectionBatch(client, projection, batch, freshTableName, rebuildName(projection.name), { savepointTaken: true });
    const next = await advanceRebuild(client, projection, state, batch.through, batch.events.length);
    await client.query('COMMIT');
    return next;
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release(broken);
  }
};

/** The fresh tables made logged, then the indexes only queries read built on them: the pass is over. */
export const finishFreshTables = async (pool: Pool, projection: Projection): Promise<void> =>
  inTx(pool, async (client) => {
    await makeFreshTablesLogged(client, projection);
    await createFreshReadIndexes(client, projection);
  });

/** Moves the rebuild's own checkpoint past `applied` more events, if no one else moved it meanwhile. */
export const advanceRebuild = async (client: PoolClient, projection: Projection, state: RebuildState, through: EventPosition, applied: number): Promise<RebuildState> => {
  const next = { position: through, applied: state.applied + applied, total: Math.max(state.total, state.applied + applied) };
  const { rowCount } = await client.query(
    `UPDATE projection_rebuilds SET transaction_id = $4, global_position = $5, applied_events = $6, total_events = $7, updated_at = now()
     WHERE projection = $1 AND transaction_id = $2 AND global_position = $3`,
    [
      projection.name,
      state.position.transactionId.toString(),
      state.position.globalPosition.toString(),
      next.position.transactionId.toString(),
      next.position.globalPosition.toString(),
      next.applied,
      next.total,
    ],
  );
  if (rowCount !== 1) throw new Error(`The rebuild of ${projection.name} was moved by someone else`);
  return next;
};

/**
 * The swap, in the caller's transaction: holding the live checkpoint's row (so the live worker waits),
 * applies what arrived since the last batch, swaps the fresh tables in, moves the parked events over and
 * stamps the checkpoint with the version that built them.
 */
export const swapRebuiltIn = async (client: PoolClient, projection: Projection, state: RebuildState, applyNext: (client: PoolClient) => Promise<RebuildState | null>): Promise<void> => {
  await client.query('SELECT 1 FROM projection_checkpoints WHERE projection = $1 FOR UPDATE', [projection.name]);
  for (let next = await applyNext(client); next; next = await applyNext(client)) Object.assign(state, next);
  await swapTablesIn(client, projection);
  await client.query('DELETE FROM projection_parked WHERE projection = $1', [projection.name]);
  await client.query('UPDATE projection_parked SET projection = $1 WHERE projection = $2', [projection.name, rebuildName(projection.name)]);
  await setCheckpoint(client, projection.name, state.position, projection.version);
  await client.query('DELETE FROM projection_rebuilds WHERE projection = $1', [projection.name]);
};

export const rebuildProjection = async (options: RebuildOptions): Promise<RebuildResult> => {
  const { eventStore, pool, projection, logger } = options;
  const batchSize = options.batchSize ?? 1_000;
  const shouldStop = options.shouldStop ?? (() => false);
  const lockName = rebuildName(projection.name);
  const parkAs = rebuildName(projection.name);
  const lock = options.lock ?? new ProjectionLock(pool, logger);

  await underDdlLock(pool, async (client) => {
    await createRuntimeTables(client);
  });
  if (!(await lock.tryAcquire(lockName))) {
    if (!options.lock) await lock.releaseAll();
    throw new RebuildRunningError(projection.name);
  }
  try {
    const started = Date.now();
    const resumed = await startOrResume(pool, projection, options.resume ?? false);
    const state: RebuildState = resumed ?? { position: START_POSITION, applied: 0, total: 0 };
    if (resumed) logger.info({ projection: projection.name, version: projection.version, events: state.applied }, 'rebuild resumed');
    const report = () => options.onProgress?.({ version: projection.version, appliedEvents: state.applied, totalEvents: Math.max(state.total, state.applied) });
    if (!resumed) {
      state.total = await countEventsAfter(eventStore, projection, START_POSITION, shouldStop);
      await pool.query('UPDATE projection_rebuilds SET total_events = $2 WHERE projection = $1', [projection.name, state.total]);
    }
    report();

    /** In the swap's transaction: applies the next batch to the fresh tables and moves the rebuild's checkpoint; null when caught up. */
    const reader = new ReadAhead((after) => readProjectionBatch(eventStore, projection, after, batchSize), batchSize);
    const applyNext = async (client: PoolClient): Promise<RebuildState | null> => {
      const batch = await reader.next(state.position);
      const { through } = batch;
      if (comparePositions(through, state.position) <= 0) return null;
      const applied = batch.events.length;
      if (applied > 0) await applyProjectionBatch(client, projection, batch, freshTableName, parkAs);
      return advanceRebuild(client, projection, state, through, applied);
    };

    // One transaction per batch, so a long replay holds no long transaction.
    for (let batches = 1; ; batches++) {
      if (shouldStop()) {
        logger.info({ projection: projection.name, events: state.applied }, 'rebuild stopped; it resumes at the next start');
        return { events: state.applied, parked: await countParked(pool, parkAs), checkpoint: formatPosition(state.position), position: state.position, completed: false };
      }
      const batch = await reader.next(state.position);
      if (comparePositions(batch.through, state.position) <= 0) break;
      Object.assign(state, await applyRebuildBatch(pool, projection, state, batch));
      report();
      if (batches % 100 === 0) logger.info({ projection: projection.name, events: state.applied, of: state.total }, 'rebuild progress');
    }

    await finishFreshTables(pool, projection);
    await inTx(pool, async (client) => {
      await swapRebuiltIn(client, projection, state, applyNext);
    });
    report();
    const result = { events: state.applied, parked: await countParked(pool, projection.name), checkpoint: formatPosition(state.position), position: state.position, completed: true };
    logger.info({ projection: projection.name, version: projection.version, ...result, position: undefined, ms: Date.now() - started }, 'projection rebuilt');
    return result;
  } finally {
    if (options.lock) await lock.release(lockName);
    else await lock.releaseAll();
  }
};
