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

/**
 * Drops what a rebuild that did not finish left, and creates the projection's tables afresh, unlogged
 * (the projection is told so: createTable('unlogged')): nothing the pass writes into them goes through
 * the write-ahead log (each row, each index entry and, after every checkpoint, a whole page image of
 * each page first touched), until makeFreshTablesLogged writes each table once, whole, before the swap.
 * A crash empties unlogged tables; a rebuild then starts again (freshTablesSurvived), which it may:
 * nothing reads them before the swap.
 */
export const createFreshTables = async (client: PoolClient, projection: Projection): Promise<void> => {
  await dropTables(client, projection.tables.map(freshTableName));
  await projection.createTables(client, freshTableName, 'unlogged');
};

/** Which of the tables exist in the current schema unlogged (a rebuild's fresh tables not yet made ordinary). */
const unloggedTablesOf = async (client: PoolClient, tables: readonly string[]): Promise<string[]> => {
  const { rows } = await client.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relpersistence = 'u' AND c.relname = ANY($1)`,
    [tables],
  );
  return rows.map((r) => r.relname);
};

/**
 * Makes the filled fresh tables ordinary (logged) ones, before their read indexes are built (which are
 * then logged as built) and the swap: one rewrite of each table and its indexes, logged as whole pages.
 */
export const makeFreshTablesLogged = async (client: PoolClient, projection: Projection): Promise<void> => {
  for (const relname of await unloggedTablesOf(client, projection.tables.map(freshTableName))) await client.query(`ALTER TABLE ${quoteIdentifier(relname)} SET LOGGED`);
};

/**
 * Whether fresh tables a stopped rebuild left still hold what its checkpoint says. Unlogged ones are
 * emptied by the recovery that follows a crash, which a server restarted since their last write may
 * have done (a clean restart keeps them, but the two are not told apart: the rebuild starts again).
 */
export const freshTablesSurvived = async (client: PoolClient, projection: Projection, lastWrite: string): Promise<boolean> => {
  const { rows } = await client.query<{ unlogged: boolean; restarted: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relpersistence = 'u' AND c.relname = ANY($1)) AS unlogged,
            pg_postmaster_start_time() > $2::timestamptz AS restarted`,
    [projection.tables.map(freshTableName), lastWrite],
  );
  return !(rows[0]?.unlogged === true && rows[0].restarted === true);
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
