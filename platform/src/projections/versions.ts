// What each projection does at start, from the version stored with its checkpoint:
// - the code's version: its tables are current (created if missing) and it goes live;
// - another version: it is rebuilt into fresh tables in the background while the old ones serve;
// - no version (a fresh database, or one older than versions): with rows in its tables it is rebuilt
//   too; with none, its tables are made afresh (an empty table of an old shape would never change) and
//   it starts live from the first event.
import { START_POSITION } from '@wb/contracts';
import type { Pool, PoolClient } from 'pg';
import { liveTableName } from './applyBatch';
import { ensureCheckpointRow, readAllCheckpoints, type ServingCheckpoint } from './checkpoint';
import { dropTables, liveTablesHaveRows, quoteIdentifier, tableExists } from './freshTables';
import type { Projection } from './projection';
import { createRuntimeTables, underDdlLock } from './schema';

export type StartPlan = 'live' | 'rebuild';

/** The live tables of a projection with every index, those only queries read included. */
const createLiveTables = async (client: PoolClient, projection: Projection): Promise<void> => {
  await projection.createTables(client, liveTableName, 'logged');
  await projection.createReadIndexes?.(client, liveTableName);
};

/** A projection without a version but with tables: rebuilt when they hold rows, else made afresh. */
const planUnversioned = async (client: PoolClient, projection: Projection): Promise<{ plan: StartPlan; reset: boolean }> => {
  const existing: string[] = [];
  for (const table of projection.tables) if (await tableExists(client, table)) existing.push(table);
  // Writers wait while we look, so "empty" stays true until the tables are dropped.
  for (const table of existing) await client.query(`LOCK TABLE ${quoteIdentifier(table)} IN SHARE MODE`);
  if (await liveTablesHaveRows(client, projection)) return { plan: 'rebuild', reset: false };
  await dropTables(client, existing);
  await createLiveTables(client, projection);
  return { plan: 'live', reset: true };
};

const planOne = async (client: PoolClient, projection: Projection, serving: ServingCheckpoint | undefined): Promise<{ plan: StartPlan; reset: boolean }> => {
  if (serving?.version === projection.version) {
    await createLiveTables(client, projection);
    return { plan: 'live', reset: false };
  }
  if (serving && serving.version !== null) return { plan: 'rebuild', reset: false };
  if (projection.tables.length === 0) {
    // Nothing of its own to rebuild (a search index it upserts into): this version goes on from the checkpoint.
    await createLiveTables(client, projection);
    return { plan: 'live', reset: false };
  }
  return planUnversioned(client, projection);
};

/**
 * Creates the runtime's tables and the tables of every projection whose stored version is the code's (or
 * that has none yet), serialized across processes, then the checkpoint rows; answers which projections
 * need a rebuild. The rows are written after the DDL commits: a running instance's batch holds its
 * checkpoint row and then writes the read-model tables, so taking table locks (CREATE INDEX) and then
 * waiting on that row in one transaction would deadlock with it.
 */
export const prepareProjectionTables = async (pool: Pool, projections: readonly Projection[]): Promise<Map<string, StartPlan>> => {
  const plans = new Map<string, StartPlan>();
  const stamps: { projection: Projection; reset: boolean }[] = [];
  await underDdlLock(pool, async (client) => {
    await createRuntimeTables(client);
    const stored = await readAllCheckpoints(client);
    for (const projection of projections) {
      const serving = stored.get(projection.name);
      const { plan, reset } = await planOne(client, projection, serving);
      plans.set(projection.name, plan);
      if (plan === 'live' && serving?.version !== projection.version) stamps.push({ projection, reset });
    }
  });
  for (const { projection, reset } of stamps) {
    await ensureCheckpointRow(pool, projection.name, projection.version);
    // A checkpoint from before versions: this version's now, from the first event when its tables were made afresh.
    await pool.query(
      `UPDATE projection_checkpoints SET version = $2,
         transaction_id = CASE WHEN $3 THEN $4 ELSE transaction_id END, global_position = CASE WHEN $3 THEN $5 ELSE global_position END
       WHERE projection = $1 AND version IS NULL`,
      [projection.name, projection.version, reset, START_POSITION.transactionId.toString(), START_POSITION.globalPosition.toString()],
    );
  }
  return plans;
};
