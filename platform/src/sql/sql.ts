// The Sql port: a pg Pool to the read-model database (the embedded PostgreSQL or DATABASE_URL).
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';

export type { Pool, PoolClient };

/**
 * The column type of an id that tables are keyed and joined by (uuids, slugs): text compared byte by
 * byte. Under the database's own collation (C.UTF-8, en_US.UTF-8) every comparison of an index descent,
 * a sort or a merge goes through the locale's rules; a dashboard search joins thousands of hits by id,
 * and these comparisons were a third of its database time. Ids are never shown sorted to people.
 */
export const KEY_TEXT = 'text COLLATE "C"';

/**
 * Keeps a checked-out client's 'error' event from crashing the process. The server may end the session
 * (pg_terminate_backend, a restart) while no query is under way to take the error: between two queries
 * of a transaction, or in the same read as a query's answer. The pool listens only to idle clients.
 * lost() is that error, to release the client with (so the pool discards it).
 */
export const watchCheckedOut = (client: PoolClient): { lost(): Error | undefined; stop(): void } => {
  let lost: Error | undefined;
  const onError = (err: Error) => {
    lost = err;
  };
  client.on('error', onError);
  return { lost: () => lost, stop: () => client.off('error', onError) };
};

/** Runs fn in one transaction; rolls back on any error. */
export const inTransaction = async <T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  const watch = watchCheckedOut(client);
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    watch.stop();
    client.release(watch.lost());
  }
};

/** Whether the server answers a trivial query now (health checks, adapters' ping). */
export const answers = async (pool: Pool): Promise<boolean> => {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
};

/** Names given so far, by statement text; the texts a program writes are few, so this stays small. */
const statementNames = new Map<string, string>();
/** Past this many texts (a caller that writes values into its SQL) no more are remembered. */
const MAX_REMEMBERED_NAMES = 1_000;

const statementName = (text: string): string => {
  const known = statementNames.get(text);
  if (known) return known;
  const name = `wb_q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (statementNames.size < MAX_REMEMBERED_NAMES) statementNames.set(text, name);
  return name;
};

/**
 * A query that PostgreSQL parses and plans once per connection rather than at every call (the
 * statement is named after its text, so the same text is the same prepared statement): planning a
 * page's statement cost about as much database CPU as running it. For a text with parameters only, its
 * values all passed as parameters, never written into the text. A schema change (a rebuild's table
 * swap) makes PostgreSQL analyse the statement again by itself.
 */
export const preparedQuery = <R extends QueryResultRow>(pool: Pool, text: string, values: readonly unknown[]): Promise<QueryResult<R>> =>
  pool.query<R>({ name: statementName(text), text, values: [...values] });
