// DocumentStore on PostgreSQL: one table, the document's JSON text with its size and hash. The table is
// this adapter's own (created on first use), not a read model: documents are written by commands and
// read by queries, and nothing rebuilds them from events.
//
// The column is `json`, not `jsonb` (docs/decisions/scenes-docstore.md): jsonb refuses values that
// JSON.parse accepts and a user can type (\u0000 in a pasted text, half an emoji left by a cut), so a
// save would fail; json checks the syntax and keeps the text as given, so `get` returns the very text
// whose hash was recorded. Nothing here queries inside documents, which is what jsonb is for.
import type { Pool } from 'pg';
import { checkDocumentAddress, type DocumentStore, type StoredDocumentInfo } from '../documentStore';
import { documentInfo } from '../documentInfo';
import { underDdlLock } from '../../projections/schema';

const TABLE = 'document_store';

const createTable = async (pool: Pool): Promise<void> => {
  // Two processes starting on one database may both create the table (see underDdlLock).
  await underDdlLock(pool, async (client) => {
    await client.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      collection text NOT NULL,
      key text NOT NULL,
      body json NOT NULL,
      bytes integer NOT NULL,
      hash text NOT NULL,
      stored_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (collection, key))`);
    // The first version of this table kept jsonb; every jsonb value converts to json.
    const { rows } = await client.query<{ type: string }>(
      `SELECT data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'body'`,
      [TABLE],
    );
    if (rows[0]?.type === 'jsonb') await client.query(`ALTER TABLE ${TABLE} ALTER COLUMN body TYPE json USING body::json`);
  });
};

/**
 * The json column checks the text's syntax as it is stored, so the text is not parsed here first (a
 * 346 KB scene took about a tenth of a save's CPU to parse again right after being stringified); its
 * refusals answer the port's SyntaxError: 22P02 (not JSON), 22021 (a NUL byte, which no JSON text holds).
 */
const NOT_JSON_CODES = new Set(['22P02', '22021']);

const asSyntaxError = (err: unknown): unknown => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && NOT_JSON_CODES.has(code) ? new SyntaxError(`The document is not one JSON value: ${(err as Error).message}`) : err;
};

export class PostgresDocumentStore implements DocumentStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly pool: Pool) {}

  private ensureTable(): Promise<void> {
    this.ready ??= createTable(this.pool).catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  async create(collection: string, key: string, json: string): Promise<StoredDocumentInfo & { created: boolean }> {
    checkDocumentAddress(collection, key);
    await this.ensureTable();
    const info = documentInfo(json);
    const result = await this.pool
      .query(`INSERT INTO ${TABLE} (collection, key, body, bytes, hash) VALUES ($1, $2, $3::json, $4, $5) ON CONFLICT DO NOTHING`, [collection, key, json, info.bytes, info.hash])
      .catch((err: unknown) => {
        throw asSyntaxError(err);
      });
    return { ...info, created: result.rowCount === 1 };
  }

  async put(collection: string, key: string, json: string): Promise<StoredDocumentInfo> {
    checkDocumentAddress(collection, key);
    await this.ensureTable();
    const info = documentInfo(json);
    await this.pool
      .query(
        `INSERT INTO ${TABLE} (collection, key, body, bytes, hash) VALUES ($1, $2, $3::json, $4, $5)
       ON CONFLICT (collection, key) DO UPDATE SET body = EXCLUDED.body, bytes = EXCLUDED.bytes, hash = EXCLUDED.hash, stored_at = now()`,
        [collection, key, json, info.bytes, info.hash],
      )
      .catch((err: unknown) => {
        throw asSyntaxError(err);
      });
    return info;
  }

  async get(collection: string, key: string): Promise<string | null> {
    checkDocumentAddress(collection, key);
    await this.ensureTable();
    const { rows } = await this.pool.query<{ body: string }>(`SELECT body::text AS body FROM ${TABLE} WHERE collection = $1 AND key = $2`, [collection, key]);
    return rows[0]?.body ?? null;
  }

  async getMany(collection: string, keys: readonly string[]): Promise<Map<string, string>> {
    for (const key of keys) checkDocumentAddress(collection, key);
    await this.ensureTable();
    if (keys.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key: string; body: string }>(`SELECT key, body::text AS body FROM ${TABLE} WHERE collection = $1 AND key = ANY($2::text[])`, [collection, keys]);
    return new Map(rows.map((r) => [r.key, r.body]));
  }

  async delete(collection: string, key: string): Promise<void> {
    checkDocumentAddress(collection, key);
    await this.ensureTable();
    await this.pool.query(`DELETE FROM ${TABLE} WHERE collection = $1 AND key = $2`, [collection, key]);
  }

  async close(): Promise<void> {
    // The pool is the composition's; it closes it.
  }
}
