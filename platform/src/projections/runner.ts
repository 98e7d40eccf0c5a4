// The projection runtime: one worker per projection, woken by append hints and polling anyway, plus
// read-your-writes waiting (waitForPosition), status for the admin console and change notifications.
import { comparePositions, START_POSITION, type EventPosition } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { formatPosition, readServing } from './checkpoint';
import { ProjectionLock } from './lock';
import type { Projection } from './projection';
import { Signal } from './signal';
import { prepareProjectionTables } from './versions';
import { ProjectionWorker } from './worker';

export interface ProjectionStatus {
  readonly name: string;
  /** Version of the tables that serve queries (0: built before versions); during a rebuild, the old one. */
  readonly version: number;
  /** `transactionId/globalPosition` of the last event applied or parked. */
  readonly checkpoint: string;
  readonly lagEvents: number;
  readonly eventsPerSecond: number;
  readonly lastError: string | null;
  readonly parked: number;
  /** A rebuild into fresh tables under way (a new version): events applied of those there are. */
  readonly rebuild: { readonly version: number; readonly appliedEvents: number; readonly totalEvents: number } | null;
}

export interface ProjectionRunner {
  /**
   * Resolves true once the named projections (all when none are named) have passed the event at this
   * global position; false on timeout.
   */
  waitForPosition(globalPosition: bigint, timeoutMs: number, projections?: readonly string[]): Promise<boolean>;
  status(): ProjectionStatus[];
  /** Called with the names of the projections whose read models changed. Returns an unsubscribe. */
  onChange(listener: (names: string[]) => void): () => void;
  stop(): Promise<void>;
}

export interface StartProjectionsOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  readonly batchSize?: number;
  /** Batch size of a rebuild into fresh tables (a version change at start). */
  readonly rebuildBatchSize?: number;
  readonly pollIntervalMs?: number;
}

/**
 * Events a live batch takes at most. Caught up, a batch holds what came since the last one (a few);
 * catching up, 1,000 an apply measured faster than 500 (the product mix: 19,000 events a second for the
 * project list alone at 500, 24,000 at 1,000) and about as fast as 2,000, whose transactions hold back
 * readers of new events longer.
 */
const DEFAULT_BATCH_SIZE = 1_000;

const countParked = async (pool: Pool, name: string): Promise<number> => {
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM projection_parked WHERE projection = $1', [name]);
  return rows[0]?.n ?? 0;
};

export const startProjections = async (options: StartProjectionsOptions): Promise<ProjectionRunner> => {
  const { eventStore, pool, projections, logger } = options;
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`Two projections are named ${p.name}`);
    names.add(p.name);
  }
  const plans = await prepareProjectionTables(pool, projections);

  // wake: appends and batches committed (either may make events readable); appended: appends only.
  const wake = new Signal();
  const appended = new Signal();
  const progress = new Signal();
  const listeners = new Set<(names: string[]) => void>();
  let changed = new Set<string>();
  let flushScheduled = false;
  const onProgress = (name: string) => {
    progress.fire();
    // A batch's transaction held back every reader of all events while it ran (they read only below
    // the oldest running transaction): the workers that found nothing meanwhile look again now,
    // rather than at their next poll.
    wake.fire();
    changed.add(name);
    if (flushScheduled) return;
    flushScheduled = true;
    // Coalesce the batches of one tick into one notification.
    setImmediate(() => {
      flushScheduled = false;
      const batch = [...changed];
      changed = new Set();
      for (const listener of listeners) {
        try {
          listener(batch);
        } catch (err) {
          logger.error({ err }, 'projection change listener failed');
        }
      }
    });
  };

  const lock = new ProjectionLock(pool, logger);
  const workers: ProjectionWorker[] = [];
  for (const projection of projections) {
    const worker = new ProjectionWorker(
      {
        projection,
        eventStore,
        pool,
        logger,
        lock,
        wake,
        appended,
        onProgress,
        batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
        rebuildBatchSize: options.rebuildBatchSize ?? 1_000,
        pollIntervalMs: options.pollIntervalMs ?? 500,
      },
      (await readServing(pool, projection.name)) ?? { position: START_POSITION, version: null },
      await countParked(pool, projection.name),
      plans.get(projection.name) ?? 'live',
    );
    workers.push(worker);
  }
  const unsubscribe = eventStore.onAppended(() => {
    appended.fire();
    wake.fire();
  });
  for (const worker of workers) worker.start();
  const rebuilding = workers.filter((w) => plans.get(w.name) === 'rebuild').map((w) => w.name);
  logger.info({ projections: workers.map((w) => w.name), rebuilding, owner: lock.owner }, 'projections started');

  const allPassed = (target: EventPosition, only?: readonly string[]) => workers.every((w) => (only !== undefined && !only.includes(w.name)) || comparePositions(w.checkpoint, target) >= 0);

  return {
    async waitForPosition(globalPosition, timeoutMs, only) {
      if (only !== undefined && only.length === 0) return true;
      const deadline = Date.now() + timeoutMs;
      let target = await eventStore.positionOf(globalPosition);
      // The event may not be readable yet (its commit is still becoming visible): ask again briefly.
      while (!target) {
        if (Date.now() >= deadline) return false;
        await progress.wait(Math.min(20, deadline - Date.now()));
        target = await eventStore.positionOf(globalPosition);
      }
      while (!allPassed(target, only)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await progress.wait(left);
      }
      return true;
    },
    status() {
      return workers.map((w) => ({
        name: w.name,
        version: w.servingVersion ?? 0,
        checkpoint: formatPosition(w.checkpoint),
        lagEvents: w.lagEvents,
        eventsPerSecond: w.rate.perSecond(),
        lastError: w.lastError,
        parked: w.parked,
        rebuild: w.rebuild,
      }));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      unsubscribe();
      await Promise.all(workers.map((w) => w.stop()));
      listeners.clear();
      await lock.releaseAll();
      logger.info('projections stopped');
    },
  };
};
