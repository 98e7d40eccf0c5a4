// DocumentStore on PostgreSQL: one table, the document as jsonb with its size and hash. The table is
// this adapter's own (created on first use), not a read model: documents are written by commands and
// read by queries, and nothing rebuilds them from events.
import type { Pool } from 'pg';
import { checkDocumentAddress, type DocumentStore, type StoredDocumentInfo } from '../documentStore';
import { checkJson, documentInfo } from '../documentInfo';

const TABLE = 'document_store';

export class PostgresDocumentStore implements DocumentStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly pool: Pool) {}

  private ensureTable(): Promise<void> {
    this.ready ??= this.pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
        collection text NOT NULL,
        key text NOT NULL,
        body jsonb NOT NULL,
        bytes integer NOT NULL,
        hash text NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (collection, key))`).then(() => undefined, (err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  async create(collection: string, key: string, json: string): Promise<StoredDocumentInfo & { created: boolean }> {
    checkDocumentAddress(collection, key);
    checkJson(json);
    await this.ensureTable();
    const info = documentInfo(json);
    const result = await this.pool.query(
      `INSERT INTO ${TABLE} (collection, key, body, bytes, hash) VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT DO NOTHING`,
      [collection, key, json, info.bytes, info.hash],
    );
    return { ...info, created: result.rowCount === 1 };
  }

  async put(collection: string, key: string, json: string): Promise<StoredDocumentInfo> {
    checkDocumentAddress(collection, key);
    checkJson(json);
    await this.ensureTable();
    const info = documentInfo(json);
    await this.pool.query(
      `INSERT INTO ${TABLE} (collection, key, body, bytes, hash) VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (collection, key) DO UPDATE SET body = EXCLUDED.body, bytes = EXCLUDED.bytes, hash = EXCLUDED.hash, stored_at = now()`,
      [collection, key, json, info.bytes, info.hash],
    );
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
    const { rows } = await this.pool.query<{ key: string; body: string }>(
      `SELECT key, body::text AS body FROM ${TABLE} WHERE collection = $1 AND key = ANY($2::text[])`, [collection, keys]);
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
