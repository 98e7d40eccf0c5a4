// Automation access keys (DESIGN.md section 7): random 256-bit keys that open the exporter pages to a
// browser that is not signed in. Only a key's SHA-256 is stored, with its scopes, expiry and
// revocation, in an auth table; events say that a key was made or revoked, never its value.
import { createHmac } from 'node:crypto';
import { AutomationKeyLimits, type AutomationKeyScope } from '@wb/contracts';
import type { Pool } from 'pg';
import { newSecret, secretHash } from './secrets';

/** A key as handed out: base64url of 32 random bytes. Anything else is refused without a lookup. */
const KEY_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${AutomationKeyLimits.keyLength}}$`);

const ready = new WeakMap<Pool, Promise<void>>();

/**
 * Creates the tables once per pool (idempotently): the command side writes them and the query side
 * reads them, and in the distributed mode either process may be the first to start.
 */
export const ensureAutomationKeyTables = (pool: Pool): Promise<void> => {
  let done = ready.get(pool);
  if (done === undefined) {
    done = (async () => {
      await pool.query(`
        CREATE TABLE IF NOT EXISTS auth_automation_keys (
          key_id text PRIMARY KEY,
          secret_hash text NOT NULL UNIQUE,
          scopes text[] NOT NULL,
          expires_at timestamptz NOT NULL,
          revoked_at timestamptz,
          system boolean NOT NULL DEFAULT false,
          name text NOT NULL DEFAULT '',
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
      // One random secret per database, for keys derived from a command's Idempotency-Key (deriveKey).
      await pool.query(`
        CREATE TABLE IF NOT EXISTS auth_automation_key_secret (
          id integer PRIMARY KEY CHECK (id = 1),
          secret text NOT NULL
        )`);
    })();
    // A failed attempt is not remembered: the next call tries again.
    done.catch(() => ready.delete(pool));
    ready.set(pool, done);
  }
  return done;
};

export interface NewKeyRecord {
  readonly keyID: string;
  /** The key itself; only its hash is stored. */
  readonly key: string;
  readonly scopes: readonly AutomationKeyScope[];
  readonly expiresAt: Date;
  /** What it is for, for a person reading the table (the admin list reads the events). */
  readonly name: string;
  /** Issued by the server for its own use (never listed, never in an event). */
  readonly system: boolean;
}

export interface AutomationKeyStore {
  /** Stores a key's hash; a second record of the same keyID keeps the first (a retried create). */
  add(record: NewKeyRecord): Promise<void>;
  /** Stops the key at once (keeps the first revocation time). */
  revoke(keyID: string): Promise<void>;
  /** Forgets a key whose creation could not be recorded (it was never handed out). */
  remove(keyID: string): Promise<void>;
  /**
   * The key a retried create hands out again: derived from the database's secret and what names the
   * create (the user and the Idempotency-Key), so the first answer need not be stored anywhere.
   */
  deriveKey(seed: string): Promise<string>;
}

export const newAutomationKey = (): string => newSecret();

export const automationKeyStore = (pool: Pool): AutomationKeyStore => {
  const secret = async (): Promise<string> => {
    await ensureAutomationKeyTables(pool);
    await pool.query('INSERT INTO auth_automation_key_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [newSecret()]);
    const { rows } = await pool.query<{ secret: string }>('SELECT secret FROM auth_automation_key_secret WHERE id = 1');
    const row = rows[0];
    if (row === undefined) throw new Error('The automation key secret is missing');
    return row.secret;
  };
  return {
    async add(record) {
      await ensureAutomationKeyTables(pool);
      await pool.query(
        `INSERT INTO auth_automation_keys (key_id, secret_hash, scopes, expires_at, system, name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (key_id) DO NOTHING`,
        [record.keyID, secretHash(record.key), [...record.scopes], record.expiresAt, record.system, record.name],
      );
      // Keys the server issued itself live minutes; their rows go a day after they expired.
      if (record.system) await pool.query("DELETE FROM auth_automation_keys WHERE system AND expires_at < now() - interval '1 day'");
    },
    async revoke(keyID) {
      await ensureAutomationKeyTables(pool);
      await pool.query('UPDATE auth_automation_keys SET revoked_at = now() WHERE key_id = $1 AND revoked_at IS NULL', [keyID]);
    },
    async remove(keyID) {
      await ensureAutomationKeyTables(pool);
      await pool.query('DELETE FROM auth_automation_keys WHERE key_id = $1', [keyID]);
    },
    async deriveKey(seed) {
      return createHmac('sha256', await secret())
        .update(`automation-key|${seed}`, 'utf8')
        .digest()
        .subarray(0, AutomationKeyLimits.keyBytes)
        .toString('base64url');
    },
  };
};

/**
 * The key's id when it is live (known, not expired, not revoked) and holds the scope ('any': any of
 * its scopes); null otherwise, whatever the reason, so a caller cannot tell the reasons apart. A key
 * of the wrong shape is refused without touching the database; the lookup is by the key's SHA-256,
 * so its time says nothing about how much of a guess was right.
 */
export const verifyAutomationKey = async (sql: Pool, key: string | undefined, scope: AutomationKeyScope | 'any'): Promise<{ keyID: string } | null> => {
  if (key === undefined || !KEY_SHAPE.test(key)) return null;
  await ensureAutomationKeyTables(sql);
  const { rows } = await sql.query<{ key_id: string }>(
    `SELECT key_id FROM auth_automation_keys
      WHERE secret_hash = $1 AND revoked_at IS NULL AND expires_at > now() AND ($2::text IS NULL OR $2 = ANY(scopes))`,
    [secretHash(key), scope === 'any' ? null : scope],
  );
  const row = rows[0];
  return row === undefined ? null : { keyID: row.key_id };
};
