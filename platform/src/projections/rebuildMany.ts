// Rebuilds several projections from the first event in one pass over the store: each batch of events is
// read and parsed once and handed to every projection (the events of its types, or their types and
// positions to one that takes only those), each applying it in its own transaction beside the others.
// Rebuilt one by one, every projection read the store anew, and on a store of a million events the
// reading cost more than the applying. The projections do not wait for each other at every batch
// (sharedPass.ts): a fast one runs a few batches ahead of the slowest. Each projection keeps what
// rebuildProjection gives it: fresh tables while the live ones serve, its own rebuild checkpoint moved
// with each batch it applied, its bad events parked, and the swap in one transaction holding its live
// checkpoint's row.
import { comparePositions, START_POSITION, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { inTransaction as inTx } from '../sql/sql';
import { applyProjectionBatch } from './applyBatch';
import { formatPosition } from './checkpoint';
import { freshTableName, rebuildName } from './freshTables';
import { ProjectionLock } from './lock';
import type { Projection } from './projection';
import { readProjectionBatch, type ProjectionBatch } from './readBatch';
import { advanceRebuild, applyRebuildBatch, countParked, finishFreshTables, RebuildRunningError, startOrResume, swapRebuiltIn, type RebuildResult, type RebuildState } from './rebuild';
import { createRuntimeTables, underDdlLock } from './schema';
import { runSharedPass } from './sharedPass';

/** Batches the fastest projection may be ahead of the slowest: 16 of 2,000 events hold a few tens of MB. */
const MAX_AHEAD = 16;

export interface RebuildManyOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  /** Events read per batch (shared by every projection). */
  readonly batchSize?: number;
  /** Projections applying a batch at once, each on its own connection. */
  readonly concurrency?: number;
  readonly lock?: ProjectionLock;
  /** Called as each projection is swapped in, with its seconds of applying (its share of the pass). */
  readonly onRebuilt?: (projection: string, result: RebuildResult, applySeconds: number) => void;
}

/** The part of a batch a projection applies: its types' events, or the types and positions of all. */
const batchFor = (eventStore: EventStore, projection: Projection, events: readonly RecordedEvent[], through: EventPosition): ProjectionBatch | null => {
  // As readProjectionBatch reads for it alone.
  if (projection.applyTypes && eventStore.readTypes) return { typesOnly: true, events: events.map(({ type, position }) => ({ type, position })), through, filtered: false };
  const types = projection.eventTypes ? new Set(projection.eventTypes) : null;
  const own = types ? events.filter((e) => types.has(e.type)) : [...events];
  return own.length === 0 ? null : { typesOnly: false, events: own, through, filtered: types !== null };
};

/** Runs `work` over the items, at most `limit` at once; the first failure is thrown once all have settled. */
const eachAtMost = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  const queue = [...items];
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item).catch((err: unknown) => failures.push(err));
    }),
  );
  if (failures.length > 0) throw failures[0];
};

export const rebuildProjections = async (options: RebuildManyOptions): Promise<Map<string, RebuildResult>> => {
  const { eventStore, pool, projections, logger } = options;
  const batchSize = options.batchSize ?? 2_000;
  const concurrency = options.concurrency ?? 4;
  const lock = options.lock ?? new ProjectionLock(pool, logger);
  await underDdlLock(pool, (client) => createRuntimeTables(client));
  const locked: string[] = [];
  const release = async () => {
    if (options.lock) for (const name of locked) await lock.release(name);
    else await lock.releaseAll();
  };
  try {
    for (const projection of projections) {
      if (!(await lock.tryAcquire(rebuildName(projection.name)))) throw new RebuildRunningError(projection.name);
      locked.push(rebuildName(projection.name));
    }
    const states = new Map<Projection, RebuildState>();
    const applySeconds = new Map<Projection, number>();
    for (const projection of projections) {
      await startOrResume(pool, projection, false);
      states.set(projection, { position: START_POSITION, applied: 0, total: 0 });
      applySeconds.set(projection, 0);
    }

    const passed = await runSharedPass({
      read: async (after) => {
        const events = await eventStore.readAll({ after, limit: batchSize });
        return { events, through: events.at(-1)?.position ?? after };
      },
      projections,
      concurrency,
      maxAhead: MAX_AHEAD,
      apply: async (projection, batch) => {
        const own = batchFor(eventStore, projection, batch.events, batch.through);
        // A projection with nothing in this batch keeps its checkpoint: the swap passes the rest.
        if (!own) return;
        const state = states.get(projection)!;
        const started = process.hrtime.bigint();
        Object.assign(state, await applyRebuildBatch(pool, projection, state, own));
        applySeconds.set(projection, applySeconds.get(projection)! + Number(process.hrtime.bigint() - started) / 1e9);
      },
    });

    const results = new Map<string, RebuildResult>();
    await eachAtMost(projections, concurrency, async (projection) => {
      const state = states.get(projection)!;
      const started = process.hrtime.bigint();
      // What the projection had not applied yet (the events after its last batch), read as it reads alone.
      const applyNext = async (client: PoolClient): Promise<RebuildState | null> => {
        // None of its events lie between its last batch and the end of the pass: its checkpoint moves there at once.
        if (comparePositions(state.position, passed) < 0) return advanceRebuild(client, projection, state, passed, 0);
        const next = await readProjectionBatch(eventStore, projection, state.position, batchSize);
        if (comparePositions(next.through, state.position) <= 0) return null;
        if (next.events.length > 0) await applyProjectionBatch(client, projection, next, freshTableName, rebuildName(projection.name));
        return advanceRebuild(client, projection, state, next.through, next.events.length);
      };
      await finishFreshTables(pool, projection);
      await inTx(pool, (client) => swapRebuiltIn(client, projection, state, applyNext));
      const result: RebuildResult = { events: state.applied, parked: await countParked(pool, projection.name), checkpoint: formatPosition(state.position), position: state.position, completed: true };
      applySeconds.set(projection, applySeconds.get(projection)! + Number(process.hrtime.bigint() - started) / 1e9);
      results.set(projection.name, result);
      logger.info({ projection: projection.name, version: projection.version, events: result.events, parked: result.parked }, 'projection rebuilt');
      options.onRebuilt?.(projection.name, result, applySeconds.get(projection)!);
    });
    return results;
  } finally {
    await release();
  }
};
