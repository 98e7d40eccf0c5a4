// The first answer of every command sent with an Idempotency-Key, per user and call, with the hash of
// the request it answered: a repeat answers the same and appends nothing, and the key reused for a
// different request is told apart.
import type { Pool } from 'pg';

export interface StoredAnswer {
  readonly body: unknown;
  /** Global position of the last event the first call appended, if any. */
  readonly position: bigint | undefined;
}

export interface IdempotencyScope {
  readonly key: string;
  readonly userID: number;
  readonly callPath: string;
}

/**
 * What a key holds for a request: its first answer; another request's claim or answer; or nothing
 * that stops it from running (the key is new, or the same request is running or was refused).
 */
export type KeyClaim = { readonly kind: 'answered'; readonly answer: StoredAnswer } | { readonly kind: 'otherRequest' } | { readonly kind: 'run' };

export interface IdempotencyStore {
  /** Claims the key for the request with this hash, or says what the key already holds. */
  claim(scope: IdempotencyScope, requestHash: string): Promise<KeyClaim>;
  /** Keeps the first answer saved for the request; answers the one that is kept. */
  save(scope: IdempotencyScope, requestHash: string, answer: StoredAnswer): Promise<StoredAnswer>;
  /** Gives up a claim that got no answer (the command was refused), so only answers are kept. */
  release(scope: IdempotencyScope, requestHash: string): Promise<void>;
}

interface KeyRow {
  request_hash: string | null;
  response: unknown;
  position: string | null;
}

const toAnswer = (row: KeyRow): StoredAnswer => ({
  body: row.response,
  position: row.position === null ? undefined : BigInt(row.position),
});

/** A row's answer to a request; a row of the first schema has no hash and is taken as the same request. */
const claimOf = (row: KeyRow, requestHash: string): KeyClaim => {
  if (row.request_hash !== null && row.request_hash !== requestHash) return { kind: 'otherRequest' };
  return row.response === null ? { kind: 'run' } : { kind: 'answered', answer: toAnswer(row) };
};

export const createIdempotencyStore = async (pool: Pool): Promise<IdempotencyStore> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      key text NOT NULL,
      user_id integer NOT NULL,
      call_path text NOT NULL,
      request_hash text,
      response jsonb,
      position text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key, call_path)
    )`);
  // A store made by the first schema: answers only, no claims and no hash.
  await pool.query('ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS request_hash text');
  await pool.query('ALTER TABLE idempotency_keys ALTER COLUMN response DROP NOT NULL');

  const where = 'user_id = $1 AND key = $2 AND call_path = $3';
  const scopeValues = (scope: IdempotencyScope) => [scope.userID, scope.key, scope.callPath];
  const find = async (scope: IdempotencyScope): Promise<KeyRow | null> => {
    const { rows } = await pool.query<KeyRow>(`SELECT request_hash, response, position FROM idempotency_keys WHERE ${where}`, scopeValues(scope));
    return rows[0] ?? null;
  };

  return {
    async claim(scope, requestHash) {
      const inserted = await pool.query(
        `INSERT INTO idempotency_keys (user_id, key, call_path, request_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, key, call_path) DO NOTHING`,
        [...scopeValues(scope), requestHash],
      );
      if (inserted.rowCount === 1) return { kind: 'run' };
      const row = await find(scope);
      // Released by a refused try in between: nothing stops this one.
      return row === null ? { kind: 'run' } : claimOf(row, requestHash);
    },
    async save(scope, requestHash, answer) {
      await pool.query(
        `INSERT INTO idempotency_keys (user_id, key, call_path, request_hash, response, position) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, key, call_path) DO UPDATE SET response = EXCLUDED.response, position = EXCLUDED.position
         WHERE idempotency_keys.response IS NULL AND idempotency_keys.request_hash = EXCLUDED.request_hash`,
        [...scopeValues(scope), requestHash, JSON.stringify(answer.body), answer.position?.toString() ?? null],
      );
      const row = await find(scope);
      const kept = row === null ? null : claimOf(row, requestHash);
      return kept?.kind === 'answered' ? kept.answer : answer;
    },
    async release(scope, requestHash) {
      await pool.query(`DELETE FROM idempotency_keys WHERE ${where} AND response IS NULL AND request_hash = $4`, [...scopeValues(scope), requestHash]);
    },
  };
};
