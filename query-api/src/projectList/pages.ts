// Pages of project cards for the dashboard and the admin table. Each page is read along an index and
// stops after its last card; a total is either a row of project_counts (every project, or a folder's)
// or a count over a set bounded by the asking user's own relations or by the search hits, never a
// count over every project.
import type { Project } from '@wb/contracts';
import { jsonArray, jsonObject, preparedQuery, type JsonText, type Pool, type SearchHit, type SearchSql } from '@wb/platform';
import { CARD_JSON, MY_RELATION, Where } from './sql';

export type ListSort = 'recent' | 'name' | 'created' | 'modified';
export type ListFilter = 'all' | 'recent' | 'subscribed';

export interface ListQuery {
  readonly userID: number;
  readonly statuses: readonly number[];
  readonly filter: ListFilter;
  readonly sortBy: ListSort;
  readonly projectGroupID?: string | undefined;
  readonly start: number;
  readonly count: number;
  /**
   * A search: only these projects, the better hits first (the sort orders projects of the same rank).
   * Either the hits themselves, or a SELECT of them `(id, rank, time)` run inside the page's own statement
   * (see SearchIndex.searchSql), given a function that adds its values to the statement.
   */
  readonly hits?: readonly SearchHit[] | SearchSql;
}

export interface Page {
  readonly projects: Project[];
  readonly total: number;
}

/** A page as the JSON text it is sent as: the cards are made by PostgreSQL (CARD_JSON). */
export type PageJson = JsonText<Page>;

/** One row of a page: the card's JSON and the total of the set it belongs to. */
interface PageCardRow {
  card: string;
  total: number;
}

const pageOf = (cards: readonly string[], total: number): PageJson => jsonObject<Page>({ projects: jsonArray<Project>(cards), total });

const ORDER: Record<ListSort, string> = {
  recent: 'me.last_accessed DESC NULLS LAST, p.modified DESC, p.project_id',
  name: 'p.name_lower, p.project_id',
  created: 'p.created_on DESC, p.project_id',
  modified: 'p.modified DESC, p.project_id',
};

/** One status as `=`, so that the index (status, sort key) returns rows in order; several as ANY. */
export const statusIn = (where: Where, statuses: readonly number[]): Where =>
  statuses.length === 1 ? where.add('p.status = ?::smallint', statuses[0]) : where.add('p.status = ANY(?::smallint[])', statuses);

/** Projects in one folder or all of them, of these statuses: the projector keeps their number. */
const countedTotal = async (pool: Pool, statuses: readonly number[], projectGroupID: string | undefined): Promise<number> => {
  const { rows } = await pool.query<{ n: number }>('SELECT COALESCE(sum(n), 0)::int AS n FROM project_counts WHERE group_id = $1 AND status = ANY($2::smallint[])', [projectGroupID ?? '', statuses]);
  return rows[0]?.n ?? 0;
};

/** A page of a bounded set (the asker's relations, search hits), its total counted in the same pass. */
interface BoundedSet {
  /** The FROM clause, and the WHERE of the conditions (and values) in `where`. */
  readonly from: string;
  readonly where: Where;
  readonly order: string;
  /** The column that is the project's id in `from`. */
  readonly pageId?: string;
  /** A WITH clause the set's FROM reads. */
  readonly withHits?: string;
}

const boundedPage = async (pool: Pool, set: BoundedSet, start: number, count: number): Promise<PageJson> => {
  const { from, where, order, pageId = 'p.project_id', withHits = '' } = set;
  const tail = `ORDER BY ${order} LIMIT ${where.param(count)} OFFSET ${where.param(start)}`;
  // The page is chosen by its keys alone, then only its cards are made: a broad search has thousands
  // of hits, and making every hit's card before the sort was most of the database's work per search.
  const { rows } = await preparedQuery<PageCardRow>(
    pool,
    `${withHits} SELECT ${CARD_JSON}, page.total FROM (
       SELECT ${pageId} AS page_id, count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${order}) AS n FROM ${from} ${where} ${tail}
     ) AS page JOIN projects p ON p.project_id = page.page_id ${MY_RELATION}
     ORDER BY page.n`,
    where.params,
  );
  const first = rows[0];
  if (first)
    return pageOf(
      rows.map((r) => r.card),
      first.total,
    );
  if (start === 0) return pageOf([], 0);
  // A page past the end has no row to carry the total. $1 (the asker) is selected so that its type is
  // known where the set is chosen without the asker's relation (hitCards).
  const counted = await pool.query<{ n: number }>(`${withHits} SELECT count(*)::int AS n, $1::int AS asker FROM ${from} ${where}`, where.params.slice(0, -2));
  return pageOf([], counted.rows[0]?.n ?? 0);
};

/**
 * The counted total as a column of the page's own query (an InitPlan run once), saving a round trip;
 * an empty page has no row to carry it and asks countedTotal.
 */
const countedColumn = (where: Where, statuses: readonly number[], projectGroupID: string | undefined): string =>
  `(SELECT COALESCE(sum(n), 0)::int FROM project_counts WHERE group_id = ${where.param(projectGroupID ?? '')} AND status = ANY(${where.param(statuses)}::smallint[])) AS total`;

const countedPage = async (pool: Pool, sql: string, where: Where, q: ListQuery): Promise<PageJson> => {
  const { rows } = await preparedQuery<PageCardRow>(pool, sql, where.params);
  const first = rows[0];
  return pageOf(
    rows.map((r) => r.card),
    first ? first.total : await countedTotal(pool, q.statuses, q.projectGroupID),
  );
};

/**
 * Every project, the ones the asker opened first (last opened first), then the others by modified:
 * the first part walks the asker's Recent index, the second the (status, modified) index, each only
 * as far as the page reaches.
 */
const recentFirstPage = async (pool: Pool, q: ListQuery): Promise<PageJson> => {
  const where = statusIn(new Where(q.userID), q.statuses);
  const status = where.conditions();
  const reach = where.param(q.start + q.count);
  // The sort keys ride along with each card for the outer ORDER BY.
  const keys = 'me.last_accessed AS sort_opened, p.modified AS sort_modified, p.project_id AS sort_id';
  const sql = `
    SELECT page.card, ${countedColumn(where, q.statuses, undefined)} FROM (
      (SELECT ${CARD_JSON}, ${keys}, 0 AS part FROM project_users me JOIN projects p ON p.project_id = me.project_id
       WHERE me.user_id = $1 AND me.last_accessed IS NOT NULL AND ${status}
       ORDER BY me.last_accessed DESC, p.modified DESC, p.project_id LIMIT ${reach})
      UNION ALL
      (SELECT ${CARD_JSON}, ${keys}, 1 AS part FROM projects p ${MY_RELATION}
       WHERE ${status} AND me.last_accessed IS NULL
       ORDER BY p.modified DESC, p.project_id LIMIT ${reach})
    ) AS page
    ORDER BY part, sort_opened DESC, sort_modified DESC, sort_id
    LIMIT ${where.param(q.count)} OFFSET ${where.param(q.start)}`;
  return countedPage(pool, sql, where, { ...q, projectGroupID: undefined });
};

/**
 * Each search hit's card (as `p`) and, where the choice of the page needs it (Recent order, the Recent
 * and Subscribed filters), the asker's relation to it (as `me`), each read by its key: a nested loop
 * over the hits, whose number a prepared statement's plan cannot know. OFFSET 0 keeps each lookup a
 * subquery the planner cannot merge: merged, it chose by its guess of the hits' number between a hash
 * join and a nested loop, and one of its choices tested every hit against the array of all hits (a
 * 400-hit search took 40 ms). Looking up every hit's relation when nothing needs it was a third of a
 * broad search's database time; the page's own cards always read it.
 */
const hitCards = (q: ListQuery): string => {
  const cards = 'CROSS JOIN LATERAL (SELECT * FROM projects p WHERE p.project_id = hit.id OFFSET 0) AS p';
  if (q.sortBy !== 'recent' && q.filter === 'all') return cards;
  return `${cards} LEFT JOIN LATERAL (SELECT * FROM project_users me WHERE me.project_id = hit.id AND me.user_id = $1 OFFSET 0) AS me ON true`;
};

/** Whether the search index alone orders the page: it holds each hit's status and time (the card's `modified`). */
const indexOrders = (q: ListQuery): boolean => (q.sortBy === 'recent' || q.sortBy === 'modified') && q.filter !== 'subscribed' && !q.projectGroupID;

/**
 * A search in Recent or Modified order: the hits come from the index filtered by status, each with its
 * time, so the page is chosen among them with no card read. Recent joins the asker's opened projects
 * (a hash join over the asker's Recent rows, which the partial index holds); only the page's cards are
 * then read. Looking up every hit's card and relation by key was most of a broad search's database
 * time (a word in 12% of 10,000 names: 1,248 hits, about 4 microseconds each).
 */
const indexOrderedPage = (pool: Pool, q: ListQuery, hits: SearchSql): Promise<PageJson> => {
  const where = new Where(q.userID);
  const hitSql = hits((value) => where.param(value));
  const byOpened = q.sortBy === 'recent' || q.filter === 'recent';
  const opened = byOpened ? `, opened AS MATERIALIZED (SELECT project_id, last_accessed FROM project_users WHERE user_id = $1 AND last_accessed IS NOT NULL)` : '';
  const join = !byOpened ? '' : q.filter === 'recent' ? 'JOIN opened ON opened.project_id = hit.id' : 'LEFT JOIN opened ON opened.project_id = hit.id';
  const order = q.sortBy === 'recent' ? 'hit.rank, opened.last_accessed DESC NULLS LAST, hit.time DESC, hit.id' : 'hit.rank, hit.time DESC, hit.id';
  return boundedPage(pool, { from: `hit ${join}`, where, order, pageId: 'hit.id', withHits: `WITH hit AS MATERIALIZED (${hitSql})${opened}` }, q.start, q.count);
};

/** The dashboard's lists and search, for the asking user. */
export const listPage = async (pool: Pool, q: ListQuery): Promise<PageJson> => {
  if (typeof q.hits === 'function' && indexOrders(q)) return indexOrderedPage(pool, q, q.hits);
  const where = statusIn(new Where(q.userID), q.statuses);
  if (q.projectGroupID) where.add('p.groups @> ARRAY[?::text]', q.projectGroupID);
  if (q.filter === 'recent') where.add('me.last_accessed IS NOT NULL');
  if (q.filter === 'subscribed') where.add('me.subscribed');

  if (typeof q.hits === 'function') {
    // The hits are found in the same statement, as the CTE `hit`, computed once.
    const withHits = `WITH hit AS MATERIALIZED (${q.hits((value) => where.param(value))})`;
    return boundedPage(pool, { from: `hit ${hitCards(q)}`, where, order: `hit.rank, ${ORDER[q.sortBy]}`, withHits }, q.start, q.count);
  }
  if (q.hits) {
    const ids = where.param(q.hits.map((h) => h.id));
    const ranks = where.param(q.hits.map((h) => h.rank));
    const from = `unnest(${ids}::text[], ${ranks}::int[]) AS hit(id, rank) ${hitCards(q)}`;
    return boundedPage(pool, { from, where, order: `hit.rank, ${ORDER[q.sortBy]}` }, q.start, q.count);
  }
  if (q.filter !== 'all') {
    // The asker's relation rows, by the partial index of Recent or of Subscribed.
    const from = `project_users me JOIN projects p ON p.project_id = me.project_id AND me.user_id = $1`;
    return boundedPage(pool, { from, where, order: ORDER[q.sortBy] }, q.start, q.count);
  }
  if (q.sortBy === 'recent' && !q.projectGroupID) return recentFirstPage(pool, q);
  const conditions = where.toString();
  const tail = `ORDER BY ${ORDER[q.sortBy]} LIMIT ${where.param(q.count)} OFFSET ${where.param(q.start)}`;
  const total = countedColumn(where, q.statuses, q.projectGroupID);
  return countedPage(pool, `SELECT ${CARD_JSON}, ${total} FROM projects p ${MY_RELATION} ${conditions} ${tail}`, where, q);
};
