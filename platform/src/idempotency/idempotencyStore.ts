// The first answer of every command sent with an Idempotency-Key, per user and call, so that a
// repeat answers the same and appends nothing.
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

export interface IdempotencyStore {
  find(scope: IdempotencyScope): Promise<StoredAnswer | null>;
  /** Keeps the first answer saved for a scope; answers the one that is kept. */
  save(scope: IdempotencyScope, answer: StoredAnswer): Promise<StoredAnswer>;
}

interface AnswerRow {
  response: unknown;
  position: string | null;
}

const toAnswer = (row: AnswerRow): StoredAnswer => ({
  body: row.response,
  position: row.position === null ? undefined : BigInt(row.position),
});

export const createIdempotencyStore = async (pool: Pool): Promise<IdempotencyStore> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      key text NOT NULL,
      user_id integer NOT NULL,
      call_path text NOT NULL,
      response jsonb NOT NULL,
      position text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key, call_path)
    )`);
  const find = async (scope: IdempotencyScope): Promise<StoredAnswer | null> => {
    const { rows } = await pool.query<AnswerRow>(
      'SELECT response, position FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND call_path = $3',
      [scope.userID, scope.key, scope.callPath],
    );
    return rows[0] ? toAnswer(rows[0]) : null;
  };
  return {
    find,
    async save(scope, answer) {
      await pool.query(
        `INSERT INTO idempotency_keys (key, user_id, call_path, response, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, key, call_path) DO NOTHING`,
        [scope.key, scope.userID, scope.callPath, JSON.stringify(answer.body), answer.position?.toString() ?? null],
      );
      return (await find(scope)) ?? answer;
    },
  };
};
