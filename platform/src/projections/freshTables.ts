// The fresh tables a rebuild fills (`<table>__rebuild`) and their swap into the live names. The swap
// runs inside the caller's transaction, so readers see the old tables or the new ones, never neither:
// a query waiting on the old table's lock finds the renamed new one when the swap commits.
import type { PoolClient } from 'pg';
import type { TableName } from './applyBatch';
import type { Projection } from './projection';

export const REBUILD_SUFFIX = '__rebuild';

export const freshTableName: TableName = (table) => `${table}${REBUILD_SUFFIX}`;

/** The name a rebuild's lock, checkpoint and parked events go by. */
export const rebuildName = (projection: string): string => `${projection}${REBUILD_SUFFIX}`;

export const quoteIdentifier = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

export const tableExists = async (client: PoolClient, table: string): Promise<boolean> => {
  const { rows } = await client.query('SELECT to_regclass($1) IS NOT NULL AS found', [quoteIdentifier(table)]);
  return rows[0]?.found === true;
};

/** Whether any of the projection's live tables holds a row. */
export const liveTablesHaveRows = async (client: PoolClient, projection: Projection): Promise<boolean> => {
  for (const table of projection.tables) {
    if (!(await tableExists(client, table))) continue;
    const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table)}) AS any`);
    if (rows[0]?.any === true) return true;
  }
  return false;
};

export const dropTables = async (client: PoolClient, tables: readonly string[]): Promise<void> => {
  for (const table of tables) await client.query(`DROP TABLE IF EXISTS ${quoteIdentifier(table)} CASCADE`);
};

export const freshTablesExist = async (client: PoolClient, projection: Projection): Promise<boolean> => {
  for (const table of projection.tables) if (!(await tableExists(client, freshTableName(table)))) return false;
  return true;
};

/** Drops what a rebuild that did not finish left, and creates the projection's tables afresh. */
export const createFreshTables = async (client: PoolClient, projection: Projection): Promise<void> => {
  await dropTables(client, projection.tables.map(freshTableName));
  await projection.createTables(client, freshTableName);
};

/** The indexes only queries read, built on the fresh tables once they are filled (Projection.createReadIndexes). */
export const createFreshReadIndexes = async (client: PoolClient, projection: Projection): Promise<void> => {
  await projection.createReadIndexes?.(client, freshTableName);
};

/** Replaces the live tables by the fresh ones, indexes renamed to the names createTables gives them. */
export const swapTablesIn = async (client: PoolClient, projection: Projection): Promise<void> => {
  for (const table of projection.tables) {
    const fresh = freshTableName(table);
    await client.query(`DROP TABLE IF EXISTS ${quoteIdentifier(table)} CASCADE`);
    await client.query(`ALTER TABLE ${quoteIdentifier(fresh)} RENAME TO ${quoteIdentifier(table)}`);
    const { rows } = await client.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname LIKE $2`, [table, `${fresh.replace(/_/g, '\\_')}%`]);
    for (const { indexname } of rows as { indexname: string }[]) {
      await client.query(`ALTER INDEX ${quoteIdentifier(indexname)} RENAME TO ${quoteIdentifier(table + indexname.slice(fresh.length))}`);
    }
  }
};
