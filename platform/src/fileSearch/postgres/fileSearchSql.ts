// The file searches, one statement each, chosen by the question's shape:
// - inside a kit or directory: that kit's rows (members), every match ranked exactly;
// - no text: the docs table along the sort's index;
// - text: walks of the terms btrees in rank order, newest first, each stopping at the page's end. A
//   first word's rank tiers are separate walks (the name's start, a later name word, a kit or tag); a
//   text of several words also walks its longest word's rows newest first and keeps the files holding
//   every other word (docs.words), at most CANDIDATES rows, which is where a broad search's order and
//   total become approximate (docs/decisions.md, "File search").
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { MAX_FILE_TOTAL, pageOf, typedText, type FileSearchQuery, type FileSearchResult, type TypedText } from '../fileSearchIndex';
import { allWords, keyRange, orderOf, Params, rowFilters, startsWith, tierOf } from './sqlParts';
import type { FileSearchTables } from './schema';

/** Rows of one word a search reads at most when it must check other words or tags on each file. */
export const CANDIDATES = 2_000;
/** Rows counted for a total (a file has one or two rows per word it matches). */
const COUNTED_ROWS = CANDIDATES;

/**
 * Searches run as named statements, each prepared once per connection: their plans are cached and no
 * longer made per search (planning a union of walks costs about as much as running it).
 */
const statementName = (text: string): string => `wb_fs_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

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
const timeOrder = (direction: Direction, alias = ''): string =>
  (direction === 'newest' ? `${alias}created DESC, ${alias}file_id` : `${alias}created, ${alias}file_id DESC`);

/** The terms rows of one kind matching `condition`, in time order, at most `limit`. */
const walk = (t: FileSearchTables, condition: string, kind: number, direction: Direction, limit: string): string =>
  `SELECT file_id, created FROM ${t.terms} WHERE ${condition} AND kind = ${kind} ORDER BY ${timeOrder(direction)} LIMIT ${limit}`;

/**
 * One word, no tags: each rank tier is a walk of its own, newest first, stopping at the page's end
 * (relevance); or the three merged in time order (newest, oldest). Exact, with an exact total below
 * COUNTED_ROWS rows.
 */
const oneWord = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const condition = `${startsWith(p, typed.whole)}${rowFilters(p, query)}`;
  const limit = p.add(need * 2);
  const tiers = [1, 2, 3].map((kind) => `(${walk(t, condition, kind, query.sortBy === 'oldest' ? 'oldest' : 'newest', limit)})`).join(' UNION ALL ');
  const idsSql = query.sortBy === 'relevance'
    ? `SELECT file_id FROM (${tiers}) h LIMIT ${p.add(need * 3)}`
    : `SELECT file_id FROM (${tiers}) h ORDER BY ${timeOrder(query.sortBy === 'oldest' ? 'oldest' : 'newest')} LIMIT ${limit}`;
  const countSql = `SELECT count(*)::int AS rows, count(DISTINCT file_id)::int AS docs
                    FROM (SELECT file_id FROM ${t.terms} WHERE ${condition} LIMIT ${p.add(COUNTED_ROWS)}) s`;
  const { rows } = await pool.query<Answer>({ name: statementName(idsSql + countSql), text: `SELECT ARRAY(${idsSql}) AS ids, c.rows, c.docs FROM (${countSql}) c`, values: p.values });
  const answer = rows[0];
  return finish(answer?.ids ?? [], query, false, { rows: answer?.rows ?? 0, docs: answer?.docs ?? 0 });
};

/**
 * Several words, a tag filter, or a sort by name or number: each word's files (its rows in the walk
 * index's order: the name's start newest first, then later name words, then kits and tags, at most
 * CANDIDATES rows each, read from the index alone), intersected; ranked by whether the whole typed text
 * starts the name or a word of it. Exact unless a word has more than CANDIDATES rows.
 */
const wordSets = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const filters = rowFilters(p, query);
  const cap = p.add(CANDIDATES);
  const ctes = typed.words.map((word, i) =>
    `r${i} AS MATERIALIZED (SELECT file_id, created FROM ${t.terms} WHERE ${startsWith(p, word)}${filters} LIMIT ${cap}),
     s${i} AS (SELECT DISTINCT file_id, created FROM r${i})`);
  const joins = typed.words.slice(1).map((_, i) => ` JOIN s${i + 1} USING (file_id)`).join('');
  const tags = query.tagIDs?.length ? ` JOIN ${t.docs} d ON d.file_id = s0.file_id AND d.tags @> ${p.add(query.tagIDs)}::text[]` : '';
  // The files where the whole typed text starts the name (1) or a word of it (2).
  const phrase = `ph AS MATERIALIZED (SELECT file_id, min(kind) AS kind FROM (SELECT file_id, kind FROM ${t.terms}
                  WHERE ${startsWith(p, typed.whole)}${filters} AND kind < 3 LIMIT ${cap}) x GROUP BY file_id)`;
  const matched = `m AS MATERIALIZED (SELECT s0.file_id, s0.created FROM s0${joins}${tags})`;
  let ids: string;
  if (query.sortBy === 'relevance') {
    ids = `SELECT m.file_id FROM m LEFT JOIN ph ON ph.file_id = m.file_id ORDER BY COALESCE(ph.kind, 3), m.created DESC, m.file_id LIMIT ${p.add(need)}`;
  } else if (query.sortBy === 'newest' || query.sortBy === 'oldest') {
    ids = `SELECT m.file_id FROM m ORDER BY ${timeOrder(query.sortBy, 'm.')} LIMIT ${p.add(need)}`;
  } else {
    ids = `SELECT d.file_id FROM m JOIN ${t.docs} d ON d.file_id = m.file_id ORDER BY ${orderOf(query.sortBy, 'd.')} LIMIT ${p.add(need)}`;
  }
  const capped = typed.words.map((_, i) => `(SELECT count(*) FROM r${i}) >= ${cap}`).join(' OR ');
  const text = `WITH ${ctes.join(',\n')}, ${phrase}, ${matched}
    SELECT ARRAY(${ids}) AS ids, (SELECT count(*)::int FROM m) AS docs, (${capped}) AS capped`;
  const { rows } = await pool.query<{ ids: string[]; docs: number; capped: boolean }>({ name: statementName(text), text, values: p.values });
  const answer = rows[0];
  const docs = answer?.docs ?? 0;
  const found = finish(answer?.ids ?? [], query, true, { rows: null, docs: null });
  return { ...found, total: Math.min(docs, MAX_FILE_TOTAL), totalCapped: (answer?.capped ?? false) || docs > MAX_FILE_TOTAL };
};

const withText = (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> =>
  (typed.words.length === 1 && !query.tagIDs?.length && ['relevance', 'newest', 'oldest'].includes(query.sortBy)
    ? oneWord(pool, t, query, typed)
    : wordSets(pool, t, query, typed));

export const searchFiles = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery): Promise<FileSearchResult> => {
  const typed = typedText(query.text);
  if (query.kitID !== undefined || query.directoryID !== undefined) return inKit(pool, t, query, typed);
  if (!typed) return listing(pool, t, query);
  return withText(pool, t, query, typed);
};
