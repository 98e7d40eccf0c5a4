// The file searches, one statement each, chosen by the question's shape:
// - inside a kit or directory: that kit's rows (members), every match ranked exactly;
// - no text: the docs table along the sort's index;
// - one typed word: walks of the terms btrees in rank order, newest first, each stopping at the page's
//   end (the name's start, a later name word, a kit or tag);
// - several words (or a tag filter, or a sort by name or number): each word's files read from those
//   btrees alone, at most CANDIDATES rows a word, intersected. Beyond that bound a broad search's order
//   and total become approximate, and the total says so (docs/decisions/file-search.md).
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { MAX_FILE_TOTAL, pageOf, typedText, type FileSearchQuery, type FileSearchResult, type TypedText } from '../fileSearchIndex';
import { allWords, keyRange, orderOf, Params, rowFilters, startsWith, tierOf } from './sqlParts';
import type { FileSearchTables } from './schema';

/** Rows of one word a search reads at most when it must check other words or tags on each file. */
export const CANDIDATES = 1_000;
/** Rests of a typed text ranked as they are; with more, the walks (a file has one or two rests per word it matches). */
const FEW = 400;
const COUNTED_ROWS = FEW + 1;

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
  const where = [query.kitID !== undefined ? `m.kit_id = ${p.add(query.kitID)}` : 'TRUE', query.directoryID !== undefined ? `m.dir_id = ${p.add(query.directoryID)}` : 'TRUE'].join(' AND ');
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
  return {
    ...finish(
      rows.map((r) => r.file_id),
      query,
      true,
      { rows: null, docs: null },
    ),
    total: Math.min(total, MAX_FILE_TOTAL),
    totalCapped: total > MAX_FILE_TOTAL,
  };
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
const timeOrder = (direction: Direction, alias = ''): string => (direction === 'newest' ? `${alias}created DESC, ${alias}file_id` : `${alias}created, ${alias}file_id DESC`);

/** The terms rows of one kind matching `condition`, in time order, at most `limit`. */
const walk = (t: FileSearchTables, condition: string, kind: number, direction: Direction, limit: string): string =>
  `SELECT file_id, created FROM ${t.terms} WHERE ${condition} AND kind = ${kind} ORDER BY ${timeOrder(direction)} LIMIT ${limit}`;

/**
 * One typed text (a word, or several as they stand in a name), no tags. Its rests are read from the key
 * index, at most FEW + 1: when there are no more than FEW, they are ranked as they are (exact, with an
 * exact total). Otherwise each rank tier is a walk of its own, newest first, stopping at the page's end
 * (relevance), or the three merged in time order (newest, oldest); the total is then at least FEW.
 */
const oneText = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const filters = rowFilters(p, query);
  const condition = `${startsWith(p, typed.whole)}${filters}`;
  const few = p.add(FEW);
  const limit = p.add(need * 2);
  const direction: Direction = query.sortBy === 'oldest' ? 'oldest' : 'newest';
  const tiers = [1, 2, 3].map((kind) => `(${walk(t, condition, kind, direction, limit)})`).join(' UNION ALL ');
  const walked =
    query.sortBy === 'relevance' ? `SELECT file_id FROM (${tiers}) h` : `SELECT file_id FROM (SELECT file_id, created FROM (${tiers}) h ORDER BY ${timeOrder(direction)} LIMIT ${limit}) h`;
  const ranked = `SELECT file_id FROM (SELECT file_id, min(kind) AS kind, max(created) AS created FROM ex GROUP BY file_id
                  ORDER BY ${query.sortBy === 'relevance' ? 'kind, ' : ''}${timeOrder(direction)} LIMIT ${p.add(need)}) r`;
  const text = `WITH ex AS MATERIALIZED (SELECT file_id, kind, created FROM ${t.terms} WHERE ${keyRange(p, typed.whole)}${filters} LIMIT ${few} + 1),
    n AS MATERIALIZED (SELECT count(*)::int AS rows, (SELECT count(*)::int FROM (SELECT DISTINCT file_id FROM ex) d) AS docs FROM ex)
    SELECT ARRAY(SELECT file_id FROM (${ranked}) a WHERE (SELECT rows FROM n) <= ${few}
                 UNION ALL SELECT file_id FROM (${walked}) b WHERE (SELECT rows FROM n) > ${few}
                 LIMIT ${p.add(need * 3)}) AS ids, n.rows, n.docs FROM n`;
  const { rows } = await pool.query<Answer>({ name: statementName(text), text, values: p.values });
  const answer = rows[0];
  return finish(answer?.ids ?? [], query, false, { rows: answer?.rows ?? 0, docs: answer?.docs ?? 0 });
};

/**
 * Several words, a tag filter, or a sort by name or number: the files where the whole typed text starts
 * a rest (the name's start 1, a later name word 2, a kit or tag 3), and the files where each word starts
 * some word (rank 3): each word's files read from the walk indexes alone, at most CANDIDATES rows a word
 * (the name's start newest first, then later name words, then kits and tags), intersected. Exact unless
 * a word has more than CANDIDATES rows, and then the total says so.
 */
const wordSets = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const filters = rowFilters(p, query);
  const cap = p.add(CANDIDATES);
  const several = typed.words.length > 1;
  const ctes = several
    ? typed.words.map(
        (word, i) => `r${i} AS MATERIALIZED (SELECT file_id, created FROM ${t.terms} WHERE ${keyRange(p, word)}${filters} LIMIT ${cap}),
     s${i} AS (SELECT DISTINCT file_id, created FROM r${i})`,
      )
    : [];
  const joins = typed.words
    .slice(1)
    .map((_, i) => ` JOIN s${i + 1} USING (file_id)`)
    .join('');
  const rp = `rp AS MATERIALIZED (SELECT file_id, kind, created FROM ${t.terms} WHERE ${keyRange(p, typed.whole)}${filters} LIMIT ${cap})`;
  const union = several ? 'SELECT file_id, kind, created FROM rp UNION ALL SELECT file_id, 3, s0.created FROM s0' + joins : 'SELECT file_id, kind, created FROM rp';
  const tags = query.tagIDs?.length ? ` WHERE file_id IN (SELECT d.file_id FROM ${t.docs} d WHERE d.file_id = u.file_id AND d.tags @> ${p.add(query.tagIDs)}::text[])` : '';
  const matched = `m AS MATERIALIZED (SELECT file_id, min(kind) AS kind, max(created) AS created FROM (${union}) u${tags} GROUP BY file_id)`;
  let ids: string;
  if (query.sortBy === 'relevance') ids = `SELECT file_id FROM m ORDER BY kind, created DESC, file_id LIMIT ${p.add(need)}`;
  else if (query.sortBy === 'newest' || query.sortBy === 'oldest') ids = `SELECT file_id FROM m ORDER BY ${timeOrder(query.sortBy)} LIMIT ${p.add(need)}`;
  else ids = `SELECT d.file_id FROM m JOIN ${t.docs} d ON d.file_id = m.file_id ORDER BY ${orderOf(query.sortBy, 'd.')} LIMIT ${p.add(need)}`;
  const capped = ['rp', ...typed.words.slice(0, several ? typed.words.length : 0).map((_, i) => `r${i}`)].map((r) => `(SELECT count(*) FROM ${r}) >= ${cap}`).join(' OR ');
  const text = `WITH ${[...ctes, rp, matched].join(',\n')}
    SELECT ARRAY(${ids}) AS ids, (SELECT count(*)::int FROM m) AS docs, (${capped}) AS capped`;
  const { rows } = await pool.query<{ ids: string[]; docs: number; capped: boolean }>({ name: statementName(text), text, values: p.values });
  const answer = rows[0];
  const docs = answer?.docs ?? 0;
  const found = finish(answer?.ids ?? [], query, true, { rows: null, docs: null });
  return { ...found, total: Math.min(docs, MAX_FILE_TOTAL), totalCapped: (answer?.capped ?? false) || docs > MAX_FILE_TOTAL };
};

/**
 * Several words, in one statement: the rests starting with the whole typed text (they hold every word)
 * read from the key index first. Many (a broad phrase): the rank tiers are walked as for one word.
 * Enough names starting with it, or with a word of it, to fill the page by rank: those, ranked. Else
 * (and for the newest and oldest sorts) each word's rests are intersected as in wordSets, the phrase's
 * files ranked first. A CTE is read only by the branch that needs it, so the intersection costs nothing
 * when the phrase answers.
 */
const severalWords = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  const p = new Params();
  const { need } = pageOf(query);
  const filters = rowFilters(p, query);
  const cap = p.add(CANDIDATES);
  const needed = p.add(need);
  const relevance = query.sortBy === 'relevance';
  const direction: Direction = query.sortBy === 'oldest' ? 'oldest' : 'newest';
  const order = `${relevance ? 'kind, ' : ''}${timeOrder(direction)}`;
  const limit = p.add(need * 2);
  const condition = `${startsWith(p, typed.whole)}${filters}`;
  const tiers = [1, 2, 3].map((kind) => `(${walk(t, condition, kind, direction, limit)})`).join(' UNION ALL ');
  const walked = relevance ? `SELECT file_id FROM (${tiers}) h` : `SELECT file_id FROM (SELECT file_id, created FROM (${tiers}) h ORDER BY ${timeOrder(direction)} LIMIT ${limit}) h`;
  const words = typed.words.map(
    (word, i) => `r${i} AS MATERIALIZED (SELECT file_id, created FROM ${t.terms} WHERE ${keyRange(p, word)}${filters} LIMIT ${cap}),
     s${i} AS (SELECT DISTINCT file_id, created FROM r${i})`,
  );
  const joins = typed.words
    .slice(1)
    .map((_, i) => ` JOIN s${i + 1} USING (file_id)`)
    .join('');
  const text = `WITH rp AS MATERIALIZED (SELECT file_id, kind, created FROM ${t.terms} WHERE ${keyRange(p, typed.whole)}${filters} LIMIT ${cap} + 1),
    n AS MATERIALIZED (SELECT count(*)::int AS rows, (SELECT count(DISTINCT file_id)::int FROM rp WHERE kind < 3) AS named,
                              (SELECT count(DISTINCT file_id)::int FROM rp) AS docs FROM rp),
    ${words.join(',\n')},
    m AS MATERIALIZED (SELECT file_id, min(kind) AS kind, max(created) AS created
                       FROM (SELECT file_id, kind, created FROM rp UNION ALL SELECT file_id, 3, s0.created FROM s0${joins}) u GROUP BY file_id)
    SELECT ARRAY(
      SELECT file_id FROM (${walked}) w WHERE (SELECT rows FROM n) > ${cap}
      UNION ALL SELECT file_id FROM (SELECT file_id, min(kind) AS kind, max(created) AS created FROM rp GROUP BY file_id ORDER BY ${order} LIMIT ${needed}) a
        WHERE ${relevance ? 'TRUE' : 'FALSE'} AND (SELECT rows FROM n) <= ${cap} AND (SELECT named FROM n) >= ${needed}
      UNION ALL SELECT file_id FROM (SELECT file_id, kind, created FROM m ORDER BY ${order} LIMIT ${needed}) b
        WHERE (SELECT rows FROM n) <= ${cap} AND (${relevance ? 'FALSE' : 'TRUE'} OR (SELECT named FROM n) < ${needed})
      LIMIT ${p.add(need * 3)}) AS ids, n.rows, n.docs,
      CASE WHEN n.rows <= ${cap} AND (${relevance ? 'FALSE' : 'TRUE'} OR n.named < ${needed}) THEN (SELECT count(*)::int FROM m) END AS matched,
      CASE WHEN n.rows <= ${cap} AND (${relevance ? 'FALSE' : 'TRUE'} OR n.named < ${needed})
           THEN ${typed.words.map((_, i) => `(SELECT count(*) FROM r${i}) >= ${cap}`).join(' OR ')} END AS capped
    FROM n`;
  const { rows } = await pool.query<Answer & { matched: number | null; capped: boolean | null }>({ name: statementName(text), text, values: p.values });
  const answer = rows[0];
  const ids = answer?.ids ?? [];
  const found = finish(ids, query, true, { rows: null, docs: null });
  if (answer?.matched !== null && answer?.matched !== undefined) {
    return { ...found, total: Math.min(answer.matched, MAX_FILE_TOTAL), totalCapped: (answer.capped ?? false) || answer.matched > MAX_FILE_TOTAL };
  }
  // The phrase answered: the files holding the words apart are not counted, so the total is at least this.
  return { ...found, total: Math.max(found.total, Math.min(answer?.docs ?? 0, MAX_FILE_TOTAL)), totalCapped: true };
};

const withText = (pool: Pool, t: FileSearchTables, query: FileSearchQuery, typed: TypedText): Promise<FileSearchResult> => {
  if (query.tagIDs?.length || !['relevance', 'newest', 'oldest'].includes(query.sortBy)) return wordSets(pool, t, query, typed);
  return typed.words.length === 1 ? oneText(pool, t, query, typed) : severalWords(pool, t, query, typed);
};

export const searchFiles = async (pool: Pool, t: FileSearchTables, query: FileSearchQuery): Promise<FileSearchResult> => {
  const typed = typedText(query.text);
  if (query.kitID !== undefined || query.directoryID !== undefined) return inKit(pool, t, query, typed);
  if (!typed) return listing(pool, t, query);
  return withText(pool, t, query, typed);
};
