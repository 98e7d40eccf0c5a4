// Rebuilding every read model of the product from the first event of the million-event store: by
// default the code path of `npm run rebuild -- --all` (rebuildProjections: one pass over the events,
// each batch applied by every projection into fresh tables, then each swapped in); with
// BENCH_REBUILD_MODE=each that of `npm run rebuild -- <projection>` (rebuildProjection) for every
// projection, several at once as the product's start runs its projections side by side, sharing one
// lock connection. Prints the time until the last swapped in beside the target of DESIGN.md section
// 11, and each projection's own time, slowest first.
//
// At most BENCH_REBUILD_CONCURRENCY rebuild at a time (default 6; the machine's cores are what limits
// them, not connections), the largest first, so the longest does not start last. A rebuild holds a
// connection for its batch's transaction while it reads the next events: reads go through a pool of
// their own, so that rebuilds holding every apply connection can never wait for one to read with.
import { PostgresEventStore, PostgresFileSearchIndex, PostgresSearchIndex, ProjectionLock, rebuildProjection, rebuildProjections, silentLogger, type Projection } from '@wb/platform';
import { readModelProjectionNames, readModelProjections } from '@wb/projectors';
import { Pool } from 'pg';
import { report } from '../measure';
import type { MillionStore } from './millionEvents';

/** DESIGN.md section 11: a 1,000,000-event store rebuilt in under a minute. */
const TARGET_S = 60;
const CONCURRENCY = Number(process.env.BENCH_REBUILD_CONCURRENCY ?? 6);
/**
 * BENCH_REBUILD_BUDGET_S: on a machine too slow or too busy to finish in reasonable time, the rebuilds
 * stop after this many seconds and each says its rate and the time it would have taken (0: no budget).
 */
const BUDGET_S = Number(process.env.BENCH_REBUILD_BUDGET_S ?? 0);
/** BENCH_REBUILD_BATCH: events read per batch of the one pass (default: rebuildProjections' own). */
const BATCH = process.env.BENCH_REBUILD_BATCH ? Number(process.env.BENCH_REBUILD_BATCH) : undefined;

export interface RebuiltProjection {
  readonly name: string;
  /** From the start of all the rebuilds to this one's swap. */
  readonly doneAt: number;
  /** This rebuild's own time. */
  readonly seconds: number;
  readonly events: number;
  /** The events it had to apply (more than `events` when the budget stopped it). */
  readonly total: number;
  readonly parked: number;
  readonly completed: boolean;
}

/** How many events each projection applies (all of them for one that names no types): the largest rebuild first. */
const largestFirst = async (pool: Pool, projections: readonly Projection[]): Promise<Projection[]> => {
  const { rows } = await pool.query<{ type: string; n: string }>('SELECT type, count(*)::text AS n FROM events GROUP BY type');
  const byType = new Map(rows.map((r) => [r.type, Number(r.n)]));
  const all = [...byType.values()].reduce((a, b) => a + b, 0);
  const sizeOf = (p: Projection) => (p.eventTypes ? p.eventTypes.reduce((sum, type) => sum + (byType.get(type) ?? 0), 0) : all);
  return [...projections].sort((a, b) => sizeOf(b) - sizeOf(a));
};

/** Rebuilds the projections (every one, or those named) a few at once; answers each one's time from the start. */
export const rebuildEvery = async (store: MillionStore, only = process.env.BENCH_REBUILD_PROJECTIONS?.split(',')): Promise<RebuiltProjection[]> => {
  const connectionString = store.pool.options.connectionString;
  // Apply connections: one per rebuild, the lock's, and one for the rebuilds' own bookkeeping.
  const pool = new Pool({ connectionString, max: CONCURRENCY + 2 });
  const readPool = new Pool({ connectionString, max: CONCURRENCY });
  const eventStore = await PostgresEventStore.create(readPool);
  const logger = silentLogger();
  const lock = new ProjectionLock(pool, logger);
  const listed = readModelProjections(new PostgresSearchIndex(pool), new PostgresFileSearchIndex(pool)).filter((p) => !only || only.includes(p.name));
  const queue = await largestFirst(pool, listed);
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const overBudget = () => BUDGET_S > 0 && elapsed() > BUDGET_S;
  const rebuilt: RebuiltProjection[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
        for (let projection = queue.shift(); projection && !overBudget(); projection = queue.shift()) {
          const own = process.hrtime.bigint();
          let total = 0;
          const result = await rebuildProjection({ eventStore, pool, projection, logger, lock, shouldStop: overBudget, onProgress: (p) => (total = p.totalEvents) });
          const now = process.hrtime.bigint();
          rebuilt.push({
            name: projection.name,
            doneAt: Number(now - started) / 1e9,
            seconds: Number(now - own) / 1e9,
            events: result.events,
            total: Math.max(total, result.events),
            parked: result.parked,
            completed: result.completed,
          });
        }
      }),
    );
    return rebuilt;
  } finally {
    await lock.releaseAll();
    await eventStore.close();
    await Promise.all([pool.end(), readPool.end()]);
  }
};

/**
 * Every read model rebuilt in one pass over the events (`npm run rebuild -- --all`): each batch read
 * once and applied by every projection, CONCURRENCY at a time. A projection's seconds are its share of
 * applying; doneAt is when it was swapped in.
 */
const rebuildShared = async (store: MillionStore, only = process.env.BENCH_REBUILD_PROJECTIONS?.split(',')): Promise<RebuiltProjection[]> => {
  const connectionString = store.pool.options.connectionString;
  const pool = new Pool({ connectionString, max: CONCURRENCY + 3 });
  const eventStore = await PostgresEventStore.create(pool);
  const projections = readModelProjections(new PostgresSearchIndex(pool), new PostgresFileSearchIndex(pool)).filter((p) => !only || only.includes(p.name));
  const started = process.hrtime.bigint();
  const rebuilt: RebuiltProjection[] = [];
  try {
    await rebuildProjections({
      eventStore,
      pool,
      projections,
      logger: silentLogger(),
      concurrency: CONCURRENCY,
      batchSize: BATCH,
      onRebuilt: (name, result, seconds) =>
        rebuilt.push({ name, doneAt: Number(process.hrtime.bigint() - started) / 1e9, seconds, events: result.events, total: result.events, parked: result.parked, completed: result.completed }),
    });
    return rebuilt;
  } finally {
    await eventStore.close();
    await pool.end();
  }
};

/** BENCH_REBUILD_MODE=each rebuilds each projection on its own reads (rebuildProjection), as a projection whose version changed does at start. */
const SHARED = (process.env.BENCH_REBUILD_MODE ?? 'shared') === 'shared';

/** What a rebuild stopped by the budget would have taken at the rate it had. */
const projectedSeconds = (r: RebuiltProjection): number => (r.completed ? r.seconds : r.events > 0 ? (r.seconds * r.total) / r.events : Infinity);

export const benchRebuildAll = async (store: MillionStore): Promise<void> => {
  console.log(
    `# rebuild_all_1m: every read model rebuilt from the first of ${store.events} events (${SHARED ? "npm run rebuild -- --all's code path: one pass over the events" : "npm run rebuild's code path, each on its own reads"}), ${CONCURRENCY} at a time` +
      (BUDGET_S > 0 ? `, stopped after ${BUDGET_S} s` : ''),
  );
  const listed = process.env.BENCH_REBUILD_PROJECTIONS?.split(',').length ?? readModelProjectionNames.length;
  const rebuilt = SHARED && BUDGET_S === 0 ? await rebuildShared(store) : await rebuildEvery(store);
  const finished = rebuilt.filter((r) => r.completed).length === listed;
  const total = Math.max(...rebuilt.map((r) => r.doneAt));
  if (finished) {
    report('rebuild_all_1m', Number(total.toFixed(1)), 's');
    console.log(`# rebuild_all_1m: target ${TARGET_S} s ${total <= TARGET_S ? 'met' : 'missed'} (${rebuilt.length} projections)`);
  } else {
    console.log(`# rebuild_all_1m: not measured: the budget stopped it with ${rebuilt.filter((r) => r.completed).length} of ${listed} projections rebuilt (target ${TARGET_S} s missed)`);
  }
  for (const r of [...rebuilt].sort((a, b) => projectedSeconds(b) - projectedSeconds(a))) {
    const rate = Math.round(r.events / Math.max(r.seconds, 1e-3));
    const state = r.completed ? `${r.seconds.toFixed(1)} s` : `stopped at ${r.events} of ${r.total} events, would take ${projectedSeconds(r).toFixed(0)} s`;
    console.log(`# rebuild_all_1m ${r.name}: ${state}, ${rate} events/s (done at ${r.doneAt.toFixed(1)} s)${r.parked ? `, ${r.parked} parked` : ''}`);
  }
  const parked = rebuilt.filter((r) => r.parked > 0);
  if (parked.length) console.log(`# rebuild_all_1m: events parked by ${parked.map((r) => `${r.name} (${r.parked})`).join(', ')}: the mix holds events they refuse`);
};
