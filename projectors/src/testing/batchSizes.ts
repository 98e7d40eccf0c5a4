// Rebuilds a projection over the same events once per batch size: what a projection builds must not
// depend on where the batch boundaries fall (live, they fall wherever the oldest open transaction of the
// server holds the readable end of the log, so a busy machine moves them).
import { rebuildProjection, silentLogger, type Projection } from '@wb/platform';
import type { Harness } from './harness';

export interface RowsAtBatchSize {
  readonly batchSize: number;
  readonly tables: Record<string, unknown[]>;
}

/**
 * The projection's tables (each ordered by `order[table]`) after a rebuild with each of the given batch
 * sizes, in that order, over the events up to `last`.
 */
export const rebuildAtBatchSizes = async (h: Harness, projection: Projection, last: bigint, batchSizes: readonly number[], order: Record<string, string>): Promise<RowsAtBatchSize[]> => {
  // A rebuild ends at the readable end of the log, which an open transaction anywhere on the server
  // holds back: first wait (through the runtime) until every event is readable, which they then stay.
  const runner = await h.run([projection]);
  if (!(await runner.waitForPosition(last, 30_000))) throw new Error(`${projection.name} did not reach ${last}`);
  await runner.stop();
  const built: RowsAtBatchSize[] = [];
  for (const batchSize of batchSizes) {
    const result = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection, logger: silentLogger(), batchSize });
    if (!result.completed || result.parked !== 0) throw new Error(`${projection.name} at batch size ${batchSize}: completed ${result.completed}, ${result.parked} parked`);
    const tables: Record<string, unknown[]> = {};
    for (const table of projection.tables) tables[table] = await h.rows(`SELECT * FROM ${table} ORDER BY ${order[table] ?? '1'}`);
    built.push({ batchSize, tables });
  }
  return built;
};
