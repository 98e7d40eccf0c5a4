// Signed-in sessions: the browser holds a random id in an HttpOnly cookie, the table its hash.
import type { Pool } from 'pg';
import { newSecret, secretHash } from './secrets';

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

export const postgresSessionStore = (pool: Pool): SessionStore => ({
  async create(userID) {
    const sessionId = newSecret();
    await pool.query('INSERT INTO auth_sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      secretHash(sessionId), userID, new Date(Date.now() + SESSION_TTL_MS),
    ]);
    return sessionId;
  },
  async userOf(sessionId) {
    const { rows } = await pool.query<{ user_id: number }>(
      'SELECT user_id FROM auth_sessions WHERE id_hash = $1 AND expires_at > now()',
      [secretHash(sessionId)],
    );
    return rows[0]?.user_id ?? null;
  },
  async end(sessionId) {
    await pool.query('DELETE FROM auth_sessions WHERE id_hash = $1', [secretHash(sessionId)]);
  },
  async endAllOf(userID) {
    await pool.query('DELETE FROM auth_sessions WHERE user_id = $1', [userID]);
  },
});
