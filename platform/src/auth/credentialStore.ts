// Password hashes and one-time set-password tokens. Events only say that a password was set.
import type { Pool } from 'pg';
import { newSecret, secretHash } from './secrets';

export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface CredentialStore {
  setPasswordHash(userID: number, passwordHash: string): Promise<void>;
  passwordHashOf(userID: number): Promise<string | null>;
  /** A one-time token that lets its holder set the user's password; answers the raw token. */
  createSetPasswordToken(userID: number, ttlMs?: number): Promise<string>;
  /** The user of a live token without using it up (to check a new password against them first), or null. */
  userOfSetPasswordToken(token: string): Promise<number | null>;
  /** Uses up a live token; answers its user, or null when unknown, used or expired. */
  consumeSetPasswordToken(token: string): Promise<number | null>;
}

export const createCredentialTables = async (pool: Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS auth_passwords (
      user_id integer PRIMARY KEY,
      hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await pool.query(`
    CREATE TABLE IF NOT EXISTS auth_set_password_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
};

export const postgresCredentialStore = (pool: Pool): CredentialStore => ({
  async setPasswordHash(userID, passwordHash) {
    await pool.query(
      `INSERT INTO auth_passwords (user_id, hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
      [userID, passwordHash],
    );
  },
  async passwordHashOf(userID) {
    const { rows } = await pool.query<{ hash: string }>('SELECT hash FROM auth_passwords WHERE user_id = $1', [userID]);
    return rows[0]?.hash ?? null;
  },
  async createSetPasswordToken(userID, ttlMs = SET_PASSWORD_TOKEN_TTL_MS) {
    const token = newSecret();
    await pool.query('INSERT INTO auth_set_password_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [secretHash(token), userID, new Date(Date.now() + ttlMs)]);
    return token;
  },
  async userOfSetPasswordToken(token) {
    const { rows } = await pool.query<{ user_id: number }>('SELECT user_id FROM auth_set_password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [secretHash(token)]);
    return rows[0]?.user_id ?? null;
  },
  async consumeSetPasswordToken(token) {
    // One statement, so two concurrent uses of one token cannot both succeed.
    const { rows } = await pool.query<{ user_id: number }>(
      `UPDATE auth_set_password_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [secretHash(token)],
    );
    return rows[0]?.user_id ?? null;
  },
});
