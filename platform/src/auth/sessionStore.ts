// Signed-in sessions: the browser holds a random id in an HttpOnly cookie, the table its hash.
import type { Pool } from 'pg';
import { newSecret, secretHash } from './secrets';
import { sessionCacheOf } from './sessionCache';

export const SESSION_COOKIE = 'wb_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionStore {
  /** Starts a session; answers the raw id for the cookie (never stored). */
  create(userID: number): Promise<string>;
  /** The user of a live session, or null. */
  userOf(sessionId: string): Promise<number | null>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of a user (deactivation). */
  endAllOf(userID: number): Promise<void>;
}

export const createSessionTable = async (pool: Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS auth_sessions (
      id_hash text PRIMARY KEY,
      user_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
  await pool.query('CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions (user_id)');
};

export interface SessionStoreOptions {
  /**
   * Keep live sessions in memory (sessionCache.ts). Only where every session of the database ends
   * through this process: another process's sign-out would not reach this cache.
   */
  readonly cached?: boolean;
}

export const postgresSessionStore = (pool: Pool, options: SessionStoreOptions = {}): SessionStore => {
  // Every store over the pool clears the shared cache when it ends sessions, cached or not.
  const cache = sessionCacheOf(pool);
  const lookUp = async (idHash: string): Promise<{ userID: number; expiresAt: number } | null> => {
    const { rows } = await pool.query<{ user_id: number; expires_at: Date }>(
      'SELECT user_id, expires_at FROM auth_sessions WHERE id_hash = $1 AND expires_at > now()',
      [idHash],
    );
    const row = rows[0];
    return row ? { userID: row.user_id, expiresAt: row.expires_at.getTime() } : null;
  };
  return {
    async create(userID) {
      const sessionId = newSecret();
      await pool.query('INSERT INTO auth_sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        secretHash(sessionId), userID, new Date(Date.now() + SESSION_TTL_MS),
      ]);
      return sessionId;
    },
    async userOf(sessionId) {
      const idHash = secretHash(sessionId);
      if (!options.cached) return (await lookUp(idHash))?.userID ?? null;
      const hit = cache.get(idHash);
      if (hit !== null) return hit;
      const began = cache.begin();
      const found = await lookUp(idHash);
      if (!found) return null;
      cache.store(began, idHash, found);
      return found.userID;
    },
    async end(sessionId) {
      const idHash = secretHash(sessionId);
      try {
        await pool.query('DELETE FROM auth_sessions WHERE id_hash = $1', [idHash]);
      } finally {
        cache.forget(idHash);
      }
    },
    async endAllOf(userID) {
      try {
        await pool.query('DELETE FROM auth_sessions WHERE user_id = $1', [userID]);
      } finally {
        cache.forgetUser(userID);
      }
    },
  };
};
