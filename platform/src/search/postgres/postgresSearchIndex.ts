// The embedded SearchIndex: per document, one row per word holding the text from that word to the end
// (searchSuffixes) and the document's time, in a btree of byte order. Every typed word is then a range scan of that btree (a
// word start), one letter included, and the whole typed text is one too (where it starts at a word);
// no trigram index, no scan. Accents and case are removed in TypeScript (searchWords), the same as the
// Elasticsearch adapter does, so both answer alike.
import type { Pool } from 'pg';
import { underDdlLock } from '../../projections/schema';
import { answers, KEY_TEXT, preparedQuery } from '../../sql/sql';
import {
  foldChanges,
  foldDocuments,
  searchQuery,
  searchSuffixes,
  searchWords,
  type SearchDocument,
  type SearchDocumentChange,
  type SearchFilter,
  type SearchHit,
  type SearchIndex,
  type SearchQuery,
  type SearchRank,
  type SearchSql,
} from '../searchIndex';

/** The highest code point: `p || LAST` bounds the range of every text that starts with p. */
const LAST = String.fromCodePoint(0x10ffff);

/** What the search looks up, in the order hitsSelect numbers them: the whole typed text, then each word. */
const prefixesOf = (query: SearchQuery): string[] => [query.whole, ...query.words];

/** Typed words a bigint's bits can tell apart (hitsSelect); more take a count of distinct words. */
const MAX_FLAGGED_WORDS = 62;

/**
 * Whether a document's rows found every typed word (prefixes 2..n). Each word sets its own bit, so a
 * hash aggregate answers; count(DISTINCT) sorts every row by the document's id first, which was half
 * of a broad search's database time. Past 62 words (a pasted paragraph) the count serves.
 */
const everyWordFound = (prefixes: string, words: number): string =>
  words <= MAX_FLAGGED_WORDS
    ? `bit_or(CASE WHEN q.n > 1 THEN 1::bigint << (q.n::int - 2) ELSE 0 END) = (1::bigint << (cardinality(${prefixes}::text[]) - 1)) - 1`
    : `count(DISTINCT q.n) FILTER (WHERE q.n > 1) = cardinality(${prefixes}::text[]) - 1`;

/** One typed word (what search-as-you-type sends first): the whole text and the word are the same prefix. */
const isOneWord = (query: SearchQuery): boolean => query.words.length === 1 && query.words[0] === query.whole;

/** The placeholders of a search's values (see prefixesOf and statusesOf). */
interface HitsParams {
  readonly index: string;
  readonly prefixes: string;
  readonly limit: string;
  readonly last: string;
  /** smallint[] or null (every status). */
  readonly statuses: string;
}

/**
 * A word row of a document the filter keeps (the status is in the index: no table row is read). A
 * document indexed before documents had a status (null) is kept by every filter until its projection's
 * rebuild writes it again: while that runs, a search finds every document it found before.
 */
const statusKept = (statuses: string, row: string): string => `(${statuses}::smallint[] IS NULL OR ${row}.status IS NULL OR ${row}.status = ANY(${statuses}::smallint[]))`;

/**
 * hitsSelect for one word: its range scanned once, not twice (as the whole text, then as a word). Same
 * ranks: 1 where the text starts with it, else 2 (a word does).
 */
const oneWordHitsSelect = ({ index, prefixes, limit, last, statuses }: HitsParams): string =>
  `SELECT w.id, CASE WHEN bool_or(w.word_no = 0) THEN 1 ELSE 2 END AS rank, max(w.time) AS time
   FROM search_words w
   WHERE w.index_name = ${index} AND w.rest >= (${prefixes}::text[])[1] AND w.rest < ((${prefixes}::text[])[1] || ${last}) AND ${statusKept(statuses, 'w')}
   GROUP BY w.id
   ORDER BY rank, max(w.time) DESC NULLS LAST, w.id
   LIMIT ${limit}`;

/**
 * The hits of a search as SQL, the values given by their placeholders (HitsParams). One range scan of
 * the index per prefix: the whole typed text first (n = 1: where it starts, at the first word or
 * another), then each typed word (n > 1: a document must have every one). Every word row of a
 * document carries its time and status, so the hits come ordered and filtered from the index alone.
 */
const hitsSelect = (query: SearchQuery, p: HitsParams): string =>
  isOneWord(query)
    ? oneWordHitsSelect(p)
    : `SELECT w.id, CASE WHEN bool_or(q.n = 1 AND w.word_no = 0) THEN 1 WHEN bool_or(q.n = 1) THEN 2 ELSE 3 END AS rank, max(w.time) AS time
   FROM unnest(${p.prefixes}::text[]) WITH ORDINALITY AS q(prefix, n)
   CROSS JOIN LATERAL (
     SELECT id, word_no, time FROM search_words s
     WHERE index_name = ${p.index} AND rest >= q.prefix AND rest < (q.prefix || ${p.last}) AND ${statusKept(p.statuses, 's')}) w
   GROUP BY w.id
   HAVING ${everyWordFound(p.prefixes, query.words.length)}
   ORDER BY rank, max(w.time) DESC NULLS LAST, w.id
   LIMIT ${p.limit}`;

/** The filter's statuses as the statement's value: null keeps every status. */
const statusesOf = (filter: SearchFilter | undefined): number[] | null => (filter?.statuses ? [...filter.statuses] : null);

export class PostgresSearchIndex implements SearchIndex {
  private schemaReady: Promise<void> | null = null;

  constructor(private readonly pool: Pool) {}

  ensureIndex(): Promise<void> {
    // Every index lives in the same two tables, told apart by name: creating them once is enough.
    this.schemaReady ??= this.createTables().catch((err: unknown) => {
      this.schemaReady = null;
      throw err;
    });
    return this.schemaReady;
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const docs = foldDocuments(documents);
    const words = docs.map((d) => searchSuffixes(searchWords(d.text)));
    const rows = docs.flatMap((d, i) => (words[i] ?? []).map((rest, wordNo) => ({ id: d.id, wordNo, rest })));
    await this.pool.query({
      name: 'wb_search_upsert',
      // One statement: the words (replaced in place, each carrying the document's time and status, each
      // kept when none is given), and the words a shorter text no longer has. It need not wait for the
      // disk (set_config(..., true) holds for this statement's own transaction): the projection that writes
      // it commits its checkpoint after it, and WAL is flushed in order, so a crash that loses this
      // write loses that checkpoint too, and the events are applied again.
      text: `WITH no_flush AS (SELECT set_config('synchronous_commit', 'off', true)),
             doc AS (
               SELECT d.id, d.words, COALESCE(d.time, old.time) AS time, COALESCE(d.status, CASE WHEN old.found THEN old.status ELSE 0 END) AS status
               FROM no_flush, unnest($2::text[], $3::timestamptz[], $4::int[], $8::smallint[]) AS d(id, time, words, status)
               LEFT JOIN LATERAL (SELECT w.time, w.status, true AS found FROM search_words w WHERE w.index_name = $1 AND w.id = d.id AND w.word_no = 0) AS old ON true),
             stale AS (DELETE FROM search_words w USING doc WHERE w.index_name = $1 AND w.id = doc.id AND w.word_no >= doc.words)
             INSERT INTO search_words (index_name, id, word_no, rest, time, status)
             SELECT $1, x.id, x.word_no, x.rest, doc.time, doc.status
             FROM unnest($5::text[], $6::int[], $7::text[]) AS x(id, word_no, rest) JOIN doc ON doc.id = x.id
             ON CONFLICT (index_name, id, word_no) DO UPDATE SET rest = EXCLUDED.rest, time = EXCLUDED.time, status = EXCLUDED.status`,
      values: [
        index,
        docs.map((d) => d.id),
        docs.map((d) => d.time ?? null),
        words.map((w) => w.length),
        rows.map((r) => r.id),
        rows.map((r) => r.wordNo),
        rows.map((r) => r.rest),
        docs.map((d) => d.status ?? null),
      ],
    });
  }

  async change(index: string, changes: readonly SearchDocumentChange[]): Promise<void> {
    if (changes.length === 0) return;
    const folded = foldChanges(changes);
    await this.pool.query({
      name: 'wb_search_change',
      // Every word row of each document, in one statement; no flush to wait for, as in upsert.
      text: `WITH no_flush AS (SELECT set_config('synchronous_commit', 'off', true))
             UPDATE search_words w SET time = COALESCE(c.time, w.time), status = COALESCE(c.status, w.status)
             FROM no_flush, unnest($2::text[], $3::timestamptz[], $4::smallint[]) AS c(id, time, status)
             WHERE w.index_name = $1 AND w.id = c.id`,
      values: [index, folded.map((c) => c.id), folded.map((c) => c.time ?? null), folded.map((c) => c.status ?? null)],
    });
  }

  async remove(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query('DELETE FROM search_words WHERE index_name = $1 AND id = ANY($2::text[])', [index, ids]);
  }

  async search(index: string, text: string, limit: number, filter?: SearchFilter): Promise<SearchHit[]> {
    const query = searchQuery(text);
    if (!query) return [];
    const sql = hitsSelect(query, { index: '$1', prefixes: '$2', limit: '$3', last: '$4', statuses: '$5' });
    const values = [index, prefixesOf(query), limit, LAST, statusesOf(filter)];
    const { rows } = await preparedQuery<{ id: string; rank: SearchRank }>(this.pool, sql, values);
    return rows.map((r) => ({ id: r.id, rank: r.rank }));
  }

  searchSql(pool: unknown, index: string, text: string, limit: number, filter?: SearchFilter): SearchSql | null {
    // Another pool may reach another database, where search_words is not this index's.
    if (pool !== this.pool) return null;
    const query = searchQuery(text);
    if (!query) return () => 'SELECT NULL::text AS id, NULL::int AS rank, NULL::timestamptz AS time WHERE false';
    return (param) =>
      hitsSelect(query, {
        index: param(index),
        prefixes: param(prefixesOf(query)),
        limit: param(limit),
        last: param(LAST),
        statuses: param(statusesOf(filter)),
      });
  }

  ping(): Promise<boolean> {
    return answers(this.pool);
  }

  /** The pool belongs to the caller. */
  async close(): Promise<void> {}

  private async createTables(): Promise<void> {
    await underDdlLock(this.pool, async (client) => {
      await client.query(`
        CREATE TABLE IF NOT EXISTS search_words (
          index_name text NOT NULL,
          id ${KEY_TEXT} NOT NULL,
          word_no integer NOT NULL,
          -- Byte order (COLLATE "C"), so that a range [p, p || U+10FFFF) holds exactly the texts starting with p.
          rest text COLLATE "C" NOT NULL,
          time timestamptz,
          -- Null only in rows written before documents had a status (see statusKept).
          status smallint,
          PRIMARY KEY (index_name, id, word_no));
        ALTER TABLE search_words ADD COLUMN IF NOT EXISTS status smallint;
        -- A search reads only this index (an index-only scan where the visibility map allows), the
        -- status included so that a filtered search reads no table row either.
        CREATE INDEX IF NOT EXISTS search_words_prefix ON search_words (index_name, rest) INCLUDE (id, word_no, time, status);
        DROP INDEX IF EXISTS search_words_rest;
        -- The first index's table (substring search by trigrams); the projection's new version refills the new ones.
        DROP TABLE IF EXISTS search_documents;`);
      // Tables made before ids compared byte by byte (KEY_TEXT) are converted once, indexes included.
      const { rows } = await client.query<{ collation: string }>(
        `SELECT c.collname AS collation FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
         WHERE a.attrelid = 'search_words'::regclass AND a.attname = 'id'`,
      );
      if (rows[0]?.collation !== 'C') await client.query(`ALTER TABLE search_words ALTER COLUMN id TYPE ${KEY_TEXT}`);
    });
  }
}
