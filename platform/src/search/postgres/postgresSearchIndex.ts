// The embedded SearchIndex: one table of documents in the read-model database, searched by LIKE on
// the lower-cased text, which a trigram index answers without a scan where pg_trgm is available.
import type { Pool } from 'pg';
import { DDL_LOCK_KEY } from '../../projections/schema';
import { answers, inTransaction } from '../../sql/sql';
import { normalizeSearchText, type SearchDocument, type SearchIndex } from '../searchIndex';

/** LIKE's own characters, escaped so that a search for '50%' finds '50%' only. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class PostgresSearchIndex implements SearchIndex {
  private schemaReady: Promise<void> | null = null;

  constructor(private readonly pool: Pool) {}

  ensureIndex(): Promise<void> {
    // Every index lives in the one table, told apart by name: creating it once is enough.
    this.schemaReady ??= this.createTable().catch((err: unknown) => {
      this.schemaReady = null;
      throw err;
    });
    return this.schemaReady;
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.pool.query({
      name: 'wb_search_upsert',
      // The write need not wait for the disk (set_config(..., true) holds for this statement's own
      // transaction): the projection that writes it commits its checkpoint after it, and WAL is
      // flushed in order, so a crash that loses this write loses that checkpoint too, and the events
      // are applied again.
      text: `WITH no_flush AS (SELECT set_config('synchronous_commit', 'off', true))
             INSERT INTO search_documents (index_name, id, text_lower)
             SELECT $1, d.id, d.text_lower FROM no_flush, unnest($2::text[], $3::text[]) AS d(id, text_lower)
             ON CONFLICT (index_name, id) DO UPDATE SET text_lower = EXCLUDED.text_lower`,
      values: [index, documents.map((d) => d.id), documents.map((d) => normalizeSearchText(d.text))],
    });
  }

  async remove(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query('DELETE FROM search_documents WHERE index_name = $1 AND id = ANY($2::text[])', [index, ids]);
  }

  async search(index: string, text: string, limit: number): Promise<string[]> {
    const wanted = normalizeSearchText(text);
    if (!wanted) return [];
    const { rows } = await this.pool.query<{ id: string }>({
      name: 'wb_search',
      text: `SELECT id FROM search_documents WHERE index_name = $1 AND text_lower LIKE '%' || $2 || '%' LIMIT $3`,
      values: [index, escapeLike(wanted), limit],
    });
    return rows.map((r) => r.id);
  }

  ping(): Promise<boolean> {
    return answers(this.pool);
  }

  /** The pool belongs to the caller. */
  async close(): Promise<void> {}

  private async createTable(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // The projections' DDL lock: they may create pg_trgm at the same moment, and two concurrent
      // CREATE EXTENSION IF NOT EXISTS can still collide.
      await client.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK_KEY]);
      await client.query(`CREATE TABLE IF NOT EXISTS search_documents (
        index_name text NOT NULL,
        id text NOT NULL,
        text_lower text NOT NULL,
        PRIMARY KEY (index_name, id))`);
      const { rows } = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
      // Without pg_trgm (a server built without contrib) search still works, by a scan.
      if (rows.length > 0) {
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await client.query('CREATE INDEX IF NOT EXISTS search_documents_text_trgm ON search_documents USING gin (text_lower gin_trgm_ops)');
      }
    });
  }
}
