// The file searches, one statement each, chosen by the question's shape:
// - inside a kit or directory: that kit's rows (members), every match ranked exactly;
// - no text: the docs table along the sort's index;
// - text: walks of the terms btrees in rank order, newest first, each stopping at the page's end. A
//   first word's rank tiers are separate walks (the name's start, a later name word, a kit or tag); a
//   text of several words also walks its longest word's rows newest first and keeps the files holding
//   every other word (docs.words), at most CANDIDATES rows, which is where a broad search's order and
//   total become approximate (docs/decisions.md, "File search").
import type { Pool } from 'pg';
import { MAX_FILE_TOTAL, pageOf, typedText, type FileSearchQuery, type FileSearchResult, type TypedText } from '../fileSearchIndex';
import { allWords, keyRange, orderOf, Params, rowFilters, startsWith, tierOf } from './sqlParts';
import type { FileSearchTables } from './schema';

/** Rows of one word a search reads at most when it must check other words or tags on each file. */
export const CANDIDATES = 2_000;
/** Rows counted for a total (a file has one or two rows per word it matches). */
const COUNTED_ROWS = CANDIDATES;

interface Answer {
  ids: string[];
  rows: number | null;
  docs: number | null;
}

const finish = (ids: readonly string[], query: FileSearchQuery, exact: boolean, counted: { rows: number | null; docs: number | null }): FileSearchResult => {
  const { start, count, need } = pageOf(query);
  const unique = [...new Set(ids)];
  const hits = unique.slice(start, start + count);
  if (counted.docs !== null && counted.rows !== null) {
    const capped = counted.rows >= COUNTED_ROWS || counted.docs > MAX_FILE_TOTAL;
    return { hits, total: Math.max(Math.min(counted.docs, MAX_FILE_TOTAL), unique.length), totalCapped: capped };
  }
  if (exact || unique.length < need) return { hits, total: unique.length, totalCapped: false };
  return { hits, total: unique.length, totalCapped: true };
};

/** Inside a kit (or a directory): every row of it, filtered and ranked; a kit holds thousands, not 100,000. */
const inKit = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText | null): Promise<FileSearchResult> => {
  const p = new Params();
  const where = [
    query.kitID !== undefined ? `m.kit_id = ${p.add(query.kitID)}` : 'TRUE',
    query.directoryID !== undefined ? `m.dir_id = ${p.add(query.directoryID)}` : 'TRUE',
  ].join(' AND ');
  const tags = query.tagIDs?.length ? ` AND m.tags @> ${p.add(query.tagIDs)}::text[]` : '';
  const words = typed ? allWords(p, typed.words, 'm.') : '';
  const tier = typed && query.sortBy === 'relevance' ? tierOf(p, typed.whole, 'm.') : undefined;
  const { need } = pageOf(query);
  const { rows } = await pool.query<{ file_id: string; total: number }>(
    `SELECT m.file_id, count(*) OVER ()::int AS total FROM ${t.members} m
     WHERE ${where}${rowFilters(p, query, 'm.')}${tags}${words}
     ORDER BY ${orderOf(query.sortBy, 'm.', tier)} LIMIT ${p.add(need)}`,
    p.values,
  );
  const total = rows[0]?.total ?? 0;
  return { ...finish(rows.map((r) => r.file_id), query, true, { rows: null, docs: null }), total, totalCapped: false };
};

/** No text: the files the filters keep, along the sort's index of docs. */
const listing = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery): Promise<FileSearchResult> => {
  const p = new Params();
  const tags = query.tagIDs?.length ? ` AND d.tags @> ${p.add(query.tagIDs)}::text[]` : '';
  const where = `TRUE${rowFilters(p, query, 'd.')}${tags}`;
  const { need } = pageOf(query);
  const { rows } = await pool.query<Answer>(
    `SELECT ARRAY(SELECT d.file_id FROM ${t.docs} d WHERE ${where} ORDER BY ${orderOf(query.sortBy, 'd.')} LIMIT ${p.add(need)}) AS ids,
            (SELECT count(*)::int FROM (SELECT 1 FROM ${t.docs} d WHERE ${where} LIMIT ${p.add(MAX_FILE_TOTAL + 1)}) c) AS docs`,
    p.values,
  );
  const answer = rows[0];
  const docs = answer?.docs ?? 0;
  const result = finish(answer?.ids ?? [], query, true, { rows: null, docs: null });
  return { ...result, total: Math.min(docs, MAX_FILE_TOTAL), totalCapped: docs > MAX_FILE_TOTAL };
};

type Direction = 'newest' | 'oldest';

/** The terms rows of one kind whose key starts with `typed`, in time order, at most `limit`. */
const walk = (p: Params, t: FileSearchTables, query: FileSearchQuery, typed: string, kind: number, direction: Direction, limit: string): string =>
  `SELECT file_id, created FROM ${t.terms} WHERE ${startsWith(p, typed)} AND kind = ${kind}${rowFilters(p, query)}
   ORDER BY ${direction === 'newest' ? 'created DESC, file_id' : 'created, file_id DESC'} LIMIT ${limit}`;

/** Every kind's rows merged in time order (a merge of three ordered walks), at most `limit`. */
const mergedWalk = (p: Params, t: FileSearchTables, query: FileSearchQuery, typed: string, direction: Direction, limit: string): string =>
  `SELECT file_id, created FROM (${[1, 2, 3].map((kind) => `(${walk(p, t, query, typed, kind, direction, limit)})`).join(' UNION ALL ')}) u
   ORDER BY ${direction === 'newest' ? 'created DESC, file_id' : 'created, file_id DESC'} LIMIT ${limit}`;

/** Keeps the walked files that hold every typed word and the chosen tags (checked on docs), in walk order. */
const checked = (p: Params, t: FileSearchTables, query: FileSearchQuery, rowsSql: string, words: readonly string[], direction: Direction, limit: string): string => {
  const tags = query.tagIDs?.length ? ` AND d.tags @> ${p.add(query.tagIDs)}::text[]` : '';
  return `SELECT w.file_id, w.created FROM (${rowsSql}) w JOIN ${t.docs} d ON d.file_id = w.file_id
          WHERE TRUE${allWords(p, words, 'd.')}${tags}
          ORDER BY ${direction === 'newest' ? 'w.created DESC, w.file_id' : 'w.created, w.file_id DESC'} LIMIT ${limit}`;
};

/** The word whose rows a several-word search walks: the longest (fewest rows, as a rule). */
const driverOf = (typed: TypedText): string => typed.words.reduce((best, w) => (Array.from(w).length > Array.from(best).length ? w : best));

const withText = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const single = typed.words.length === 1 && !query.tagIDs?.length;
  const driver = single ? typed.whole : driverOf(typed);
  const others = single ? [] : typed.words;
  // Added on first use: a parameter the statement does not use has no type.
  let candidateParam: string | null = null;
  const candidates = (): string => (candidateParam ??= p.add(CANDIDATES));
  let idsSql: string;
  let exact = false;
  if (query.sortBy === 'relevance') {
    // Two rows per file at most in a tier as a rule; twice the page leaves room for a file found twice.
    const limit = p.add(need * 2);
    const tier = (kind: number): string => (query.tagIDs?.length
      ? checked(p, t, query, walk(p, t, query, typed.whole, kind, 'newest', candidates()), [], 'newest', limit)
      : walk(p, t, query, typed.whole, kind, 'newest', limit));
    const rest = single
      ? walk(p, t, query, typed.whole, 3, 'newest', limit)
      : checked(p, t, query, mergedWalk(p, t, query, driver, 'newest', candidates()), others, 'newest', limit);
    idsSql = `SELECT file_id FROM ((${tier(1)}) UNION ALL (${tier(2)}) UNION ALL (${rest})) h LIMIT ${p.add(need * 3)}`;
  } else if (query.sortBy === 'newest' || query.sortBy === 'oldest') {
    const limit = p.add(need * 2);
    const rows = mergedWalk(p, t, query, driver, query.sortBy, single ? limit : candidates());
    idsSql = single ? `SELECT file_id FROM (${rows}) r` : `SELECT file_id FROM (${checked(p, t, query, rows, others, query.sortBy, limit)}) r`;
  } else {
    // By name or number: the newest CANDIDATES matches, sorted.
    exact = true;
    const rows = checked(p, t, query, mergedWalk(p, t, query, driver, 'newest', candidates()), others, 'newest', candidates());
    idsSql = `SELECT d.file_id FROM (SELECT DISTINCT file_id FROM (${rows}) r) r JOIN ${t.docs} d ON d.file_id = r.file_id
              ORDER BY ${orderOf(query.sortBy, 'd.')}`;
  }
  // Rows of the walked word (one word: every match), counted up to COUNTED_ROWS: below that the walk
  // read every candidate, so what it found is every match.
  const countSql = `SELECT count(*)::int AS rows, count(DISTINCT file_id)::int AS docs FROM (SELECT file_id FROM ${t.terms}
                    WHERE ${keyRange(p, driver)}${rowFilters(p, query)} LIMIT ${p.add(COUNTED_ROWS)}) s`;
  const { rows } = await pool.query<Answer>(`SELECT ARRAY(${idsSql}) AS ids, c.rows, c.docs FROM (${countSql}) c`, p.values);
  const answer = rows[0];
  const ids = answer?.ids ?? [];
  const counted = { rows: answer?.rows ?? 0, docs: answer?.docs ?? 0 };
  if (single && !exact) return finish(ids, query, false, counted);
  const walkedAll = counted.rows < COUNTED_ROWS;
  const unique = new Set(ids).size;
  const found = finish(ids, query, false, { rows: null, docs: null });
  const complete = walkedAll && (exact || unique < need);
  return { ...found, total: Math.min(unique, MAX_FILE_TOTAL), totalCapped: !complete || unique > MAX_FILE_TOTAL };
};

export const searchFiles = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery): Promise<FileSearchResult> => {
  const typed = typedText(query.text);
  if (query.kitID !== undefined || query.directoryID !== undefined) return inKit(pool, t, query, typed);
  if (!typed) return listing(pool, t, query);
  return withText(pool, t, query, typed);
};
