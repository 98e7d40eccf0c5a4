// The reactor runtime: one worker per reactor (one active instance of each across processes, by the
// projections' lease), woken by append hints and polling anyway, with status for the admin console
// and /metrics.
import { comparePositions } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { formatPosition } from '../projections/checkpoint';
import { ProjectionLock } from '../projections/lock';
import { Signal } from '../projections/signal';
import type { Reactor } from './reactor';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retryPolicy';
import { createReactorTables } from './schema';
import { ensureReactorCheckpoint, parkedSummaries, readReactorCheckpoint } from './store';
import { ReactorWorker } from './worker';

export interface ReactorStatus {
  readonly name: string;
  readonly kind: 'reactor';
  /** `transactionId/globalPosition` of the last event handled or parked. */
  readonly checkpoint: string;
  readonly lagEvents: number;
  readonly eventsPerSecond: number;
  readonly lastError: string | null;
  /** Events parked: waiting for their next attempt, or out of attempts. */
  readonly parked: number;
}

export interface ReactorRunner {
  status(): ReactorStatus[];
  /** Resolves true once every reactor has passed the event at this global position; false on timeout. */
  waitForPosition(globalPosition: bigint, timeoutMs: number): Promise<boolean>;
  /** Lets the effects under way finish and be recorded, then stops. */
  stop(): Promise<void>;
}

export interface StartReactorsOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly reactors: readonly Reactor[];
  readonly logger: Logger;
  /** Events read at once (each is still reacted to and recorded one by one). */
  readonly batchSize?: number;
  readonly pollIntervalMs?: number;
  readonly retryPolicy?: RetryPolicy;
}

export const startReactors = async (options: StartReactorsOptions): Promise<ReactorRunner> => {
  const { eventStore, pool, reactors, logger } = options;
  const names = reactors.map((r) => r.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new Error(`Two reactors are named ${twice}`);
  const untyped = reactors.find((r) => r.eventTypes.length === 0);
  if (untyped) throw new Error(`Reactor ${untyped.name} names no event types`);
  await createReactorTables(pool);
  for (const name of names) await ensureReactorCheckpoint(pool, name);

  const wake = new Signal();
  const progress = new Signal();
  const lock = new ProjectionLock(pool, logger);
  const parked = await parkedSummaries(pool, names);
  const workers: ReactorWorker[] = [];
  for (const reactor of reactors) {
    workers.push(
      new ReactorWorker(
        {
          reactor,
          eventStore,
          pool,
          logger,
          lock,
          wake,
          batchSize: options.batchSize ?? 200,
          pollIntervalMs: options.pollIntervalMs ?? 500,
          retryPolicy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
          onProgress: () => progress.fire(),
        },
        await readReactorCheckpoint(pool, reactor.name),
        parked.get(reactor.name) ?? { parked: 0, lastError: null },
      ),
    );
  }
  const unsubscribe = eventStore.onAppended(() => wake.fire());
  for (const worker of workers) worker.start();
  logger.info({ reactors: names, owner: lock.owner }, 'reactors started');

  return {
    status: () =>
      workers.map((w) => ({
        name: w.name,
        kind: 'reactor' as const,
        checkpoint: formatPosition(w.checkpoint),
        lagEvents: w.lagEvents,
        eventsPerSecond: w.rate.perSecond(),
        lastError: w.lastError,
        parked: w.parked,
      })),
    async waitForPosition(globalPosition, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const target = await eventStore.positionOf(globalPosition);
        if (target && workers.every((w) => comparePositions(w.checkpoint, target) >= 0)) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await progress.wait(Math.min(left, 50));
      }
    },
    async stop() {
      unsubscribe();
      await Promise.all(workers.map((w) => w.stop()));
      await lock.releaseAll();
      logger.info('reactors stopped');
    },
  };
};
