// Signed-in sessions: the browser holds a random id in an HttpOnly cookie, the table its hash.
import type { Pool } from 'pg';
import { newSecret, secretHash } from './secrets';
import { sessionCacheOf } from './sessionCache';

export const SESSION_COOKIE = 'wb_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session not used for this long ends, whatever its 30 days: a cookie left on a shared or lost
 * machine stops working within a week of its last use (the hostile probe found no idle end at all).
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale a session's last use may be before a lookup writes it again: one write an hour, not one a request. */
export const SESSION_SEEN_REFRESH_MS = 60 * 60 * 1000;

export interface SessionStore {
  /** Starts a session; answers the raw id for the cookie (never stored). */
  create(userID: number): Promise<string>;
  /** The user of a live session, or null. */
  userOf(sessionId: string): Promise<number | null>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of a user (deactivation), or every one but `exceptSessionId` (a password change keeps the session that asked). */
  endAllOf(userID: number, exceptSessionId?: string): Promise<void>;
}

export const createSessionTable = async (pool: Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS auth_sessions (
      id_hash text PRIMARY KEY,
      user_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`);
  // Tables made before sessions ended when idle: their sessions count as used when the column came.
  await pool.query('ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now()');
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
  // A session lives until the earlier of its expiry and its last use plus the idle time.
  const lookUp = async (idHash: string): Promise<{ userID: number; expiresAt: number; seenAt: number } | null> => {
    const { rows } = await pool.query<{ user_id: number; expires_at: Date; last_seen_at: Date }>(
      `SELECT user_id, expires_at, last_seen_at FROM auth_sessions
        WHERE id_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)`,
      [idHash, SESSION_IDLE_MS / 1000],
    );
    const row = rows[0];
    return row ? { userID: row.user_id, expiresAt: row.expires_at.getTime(), seenAt: row.last_seen_at.getTime() } : null;
  };
  /** Writes a session's last use when it is an hour stale; a failed write only shortens the session. */
  const refreshSeen = (idHash: string, seenAt: number): number => {
    const now = Date.now();
    if (now - seenAt < SESSION_SEEN_REFRESH_MS) return seenAt;
    pool.query('UPDATE auth_sessions SET last_seen_at = now() WHERE id_hash = $1', [idHash]).catch(() => undefined);
    return now;
  };
  return {
    async create(userID) {
      const sessionId = newSecret();
      await pool.query('INSERT INTO auth_sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [secretHash(sessionId), userID, new Date(Date.now() + SESSION_TTL_MS)]);
      return sessionId;
    },
    async userOf(sessionId) {
      const idHash = secretHash(sessionId);
      if (!options.cached) {
        const found = await lookUp(idHash);
        if (found) refreshSeen(idHash, found.seenAt);
        return found?.userID ?? null;
      }
      const hit = cache.get(idHash);
      if (hit !== null) {
        const seenAt = refreshSeen(idHash, hit.seenAt);
        if (seenAt !== hit.seenAt) cache.touch(idHash, seenAt, seenAt + SESSION_IDLE_MS);
        return hit.userID;
      }
      const began = cache.begin();
      const found = await lookUp(idHash);
      if (!found) return null;
      const seenAt = refreshSeen(idHash, found.seenAt);
      cache.store(began, idHash, { userID: found.userID, expiresAt: found.expiresAt, seenAt, idleEnd: seenAt + SESSION_IDLE_MS });
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
    async endAllOf(userID, exceptSessionId) {
      try {
        if (exceptSessionId === undefined) await pool.query('DELETE FROM auth_sessions WHERE user_id = $1', [userID]);
        else await pool.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id_hash <> $2', [userID, secretHash(exceptSessionId)]);
      } finally {
        cache.forgetUser(userID);
      }
    },
  };
};
