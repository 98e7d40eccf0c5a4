// The embedded FileSearchIndex: PostgreSQL tables shaped so that each search walks one btree in the
// order it answers and stops at the page's end (schema.ts; the searches in fileSearchSql.ts). Case,
// accents and word splitting are done in TypeScript (fileWords), as the Elasticsearch adapter does.
import type { Pool } from 'pg';
import { answers, inTransaction } from '../../sql/sql';
import { fileRows, firstChars } from '../fileRows';
import { foldFiles, type FileDocument, type FileSearchIndex, type FileSearchQuery, type FileSearchResult } from '../fileSearchIndex';
import { searchFiles } from './fileSearchSql';
import { createFileSearchTables, tablesOf, type FileSearchTables } from './schema';

export interface PostgresFileSearchOptions {
  /** The tables' name prefix (tests and benches keep their own). */
  readonly prefix?: string;
  /**
   * The pool searches use, with a statement_timeout (the composition root gives the file search one of
   * its own): a search is bounded by construction, the timeout guards against a plan gone wrong. Writes
   * (a projection's batches of thousands) keep `pool`, without one. Default: `pool`.
   */
  readonly searchPool?: Pool;
}

export class PostgresFileSearchIndex implements FileSearchIndex {
  private readonly tables: FileSearchTables;
  private schemaReady: Promise<void> | null = null;

  private readonly searchPool: Pool;

  constructor(
    private readonly pool: Pool,
    options: PostgresFileSearchOptions = {},
  ) {
    this.tables = tablesOf(options.prefix ?? 'file_search');
    this.searchPool = options.searchPool ?? pool;
  }

  ensureIndex(): Promise<void> {
    this.schemaReady ??= createFileSearchTables(this.pool, this.tables).catch((err: unknown) => {
      this.schemaReady = null;
      throw err;
    });
    return this.schemaReady;
  }

  async upsert(documents: readonly FileDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.ensureIndex();
    const docs = foldFiles(documents);
    const rows = docs.map(fileRows);
    const ids = docs.map((d) => d.fileID);
    const terms = docs.flatMap((d, i) => (rows[i]?.rests ?? []).map((r) => ({ d, r })));
    const members = docs.flatMap((d, i) => [...new Map(d.kits.map((k) => [k.kitID, k])).values()].map((k) => ({ d, k, row: rows[i]! })));
    const t = this.tables;
    // One transaction: the old rows of these files out, the new in. It need not wait for the disk
    // (synchronous_commit off for this transaction only): the projection that writes it commits its
    // checkpoint after, and WAL is flushed in order, so a crash losing this loses that checkpoint too.
    await inTransaction(this.pool, async (client) => {
      await client.query("SELECT set_config('synchronous_commit', 'off', true)");
      await client.query(`DELETE FROM ${t.terms} WHERE file_id = ANY($1::text[])`, [ids]);
      await client.query(`DELETE FROM ${t.members} WHERE file_id = ANY($1::text[])`, [ids]);
      await client.query(
        `INSERT INTO ${t.docs} (file_id, created, name_key, words, sort_name, num, type, status, kits, tags)
         SELECT d.file_id, d.created, d.name_key, d.words, d.sort_name, d.num, d.type, d.status,
                COALESCE(string_to_array(NULLIF(d.kits, ''), chr(31)), '{}'), COALESCE(string_to_array(NULLIF(d.tags, ''), chr(31)), '{}')
         FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::smallint[], $9::text[], $10::text[])
           AS d(file_id, created, name_key, words, sort_name, num, type, status, kits, tags)
         ON CONFLICT (file_id) DO UPDATE SET created = EXCLUDED.created, name_key = EXCLUDED.name_key, words = EXCLUDED.words,
           sort_name = EXCLUDED.sort_name, num = EXCLUDED.num, type = EXCLUDED.type, status = EXCLUDED.status,
           kits = EXCLUDED.kits, tags = EXCLUDED.tags`,
        [
          ids,
          docs.map((d) => d.createdOn),
          rows.map((r) => r.nameKey),
          rows.map((r) => r.words),
          rows.map((r) => r.sortName),
          rows.map((r) => r.num),
          docs.map((d) => d.type.toLowerCase()),
          docs.map((d) => d.status),
          docs.map((d) => d.kits.map((k) => k.kitID).join('\u001f')),
          docs.map((d) => d.tags.map((tag) => tag.tagID).join('\u001f')),
        ],
      );
      if (terms.length > 0) {
        await client.query(
          `INSERT INTO ${t.terms} (file_id, kind, key, g1, g2, g4, created, status, type)
           SELECT * FROM unnest($1::text[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::smallint[], $9::text[])`,
          [
            terms.map((x) => x.d.fileID),
            terms.map((x) => x.r.kind),
            terms.map((x) => x.r.key),
            terms.map((x) => firstChars(x.r.key, 1)),
            terms.map((x) => firstChars(x.r.key, 2)),
            terms.map((x) => firstChars(x.r.key, 4)),
            terms.map((x) => x.d.createdOn),
            terms.map((x) => x.d.status),
            terms.map((x) => x.d.type.toLowerCase()),
          ],
        );
      }
      if (members.length > 0) {
        await client.query(
          `INSERT INTO ${t.members} (kit_id, file_id, dir_id, created, name_key, words, sort_name, num, type, status, tags)
           SELECT m.kit_id, m.file_id, m.dir_id, m.created, m.name_key, m.words, m.sort_name, m.num, m.type, m.status,
                  COALESCE(string_to_array(NULLIF(m.tags, ''), chr(31)), '{}')
           FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[], $10::smallint[], $11::text[])
             AS m(kit_id, file_id, dir_id, created, name_key, words, sort_name, num, type, status, tags)`,
          [
            members.map((m) => m.k.kitID),
            members.map((m) => m.d.fileID),
            members.map((m) => m.k.directoryID),
            members.map((m) => m.d.createdOn),
            members.map((m) => m.row.nameKey),
            members.map((m) => m.row.words),
            members.map((m) => m.row.sortName),
            members.map((m) => m.row.num),
            members.map((m) => m.d.type.toLowerCase()),
            members.map((m) => m.d.status),
            members.map((m) => m.d.tags.map((tag) => tag.tagID).join('\u001f')),
          ],
        );
      }
    });
  }

  async remove(fileIDs: readonly string[]): Promise<void> {
    if (fileIDs.length === 0) return;
    await this.ensureIndex();
    const t = this.tables;
    await inTransaction(this.pool, async (client) => {
      for (const table of [t.terms, t.members, t.docs]) await client.query(`DELETE FROM ${table} WHERE file_id = ANY($1::text[])`, [fileIDs]);
    });
  }

  async search(query: FileSearchQuery): Promise<FileSearchResult> {
    await this.ensureIndex();
    return searchFiles(this.searchPool, this.tables, query);
  }

  ping(): Promise<boolean> {
    return answers(this.pool);
  }

  /** The pool belongs to the caller. */
  async close(): Promise<void> {}
}
