// Checks a set-based projection against itself applied event by event: run live (batches through
// applyBatch), then rebuilt from zero with applyBatch removed; both must build the same rows and park the
// same events.
import { rebuildProjection, silentLogger, type Projection } from '@wb/platform';
import type { Harness } from './harness';

export interface SideBySide {
  readonly setBased: Record<string, unknown[]>;
  readonly eventByEvent: Record<string, unknown[]>;
  readonly parked: { readonly setBased: number; readonly eventByEvent: number };
  /** Batches applyBatch wrote without throwing (0 would mean the set-based path never ran). */
  readonly batchesApplied: number;
}

const SIDE_BY_SIDE_BATCH = 20;

export const runSideBySide = async (h: Harness, projection: Projection, last: bigint, order: Record<string, string>): Promise<SideBySide> => {
  const { applyBatch } = projection;
  if (!applyBatch) throw new Error(`${projection.name} has no applyBatch`);
  let batchesApplied = 0;
  const counted: Projection = {
    ...projection,
    async applyBatch(client, events, t) {
      await applyBatch(client, events, t);
      batchesApplied += 1;
    },
  };
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of projection.tables) tables[table] = await h.rows(`SELECT * FROM ${table} ORDER BY ${order[table] ?? '1'}`);
    return tables;
  };
  // Small batches: a projection reads only its own types, which would otherwise fit in one or two
  // batches, and the set-based path must be seen over many (some of them without a bad event).
  const runner = await h.run([counted], { batchSize: SIDE_BY_SIDE_BATCH });
  if (!(await runner.waitForPosition(last, 30_000))) throw new Error(`${projection.name} did not catch up`);
  await runner.stop();
  const setBased = await snapshot();
  const parked = runner.status()[0]?.parked ?? -1;
  const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: { ...projection, applyBatch: undefined }, logger: silentLogger(), batchSize: 97 });
  return { setBased, eventByEvent: await snapshot(), parked: { setBased: parked, eventByEvent: rebuilt.parked }, batchesApplied };
};
