// The analytics reads as single statements: the range's work rows are one index range (by day, or by
// user then day), filtered by folder through its key, and everything the page shows is aggregated where
// the rows are, so an answer moves a few hundred small rows at most (docs/decisions/analytics.md).
import { MAX_TASK_ID } from '@wb/contracts';

/** How the chart's buckets are cut: a day, the week's Monday (never before the range), or the month. */
export type BucketCut = 'day' | 'week' | 'month';

export interface WorkFilter {
  readonly from: string;
  readonly to: string;
  readonly userID: number | null;
  readonly projectGroupID: string | null;
  readonly cut: BucketCut;
}

const BUCKET: Record<BucketCut, string> = {
  day: 'w.day',
  week: `GREATEST(date_trunc('week', w.day)::date, $1::date)`,
  month: `date_trunc('month', w.day)::date`,
};

/** The filtered work of the range ($1 first day, $2 last day, then the user and the folder when given), with each row's bucket. */
const workCte = (filter: WorkFilter): { sql: string; params: unknown[] } => {
  const params: unknown[] = [filter.from, filter.to];
  const where = ['w.day BETWEEN $1::date AND $2::date', 'NOT p.deleted'];
  if (filter.userID !== null) {
    params.push(filter.userID);
    where.push(`w.user_id = $${params.length}`);
  }
  if (filter.projectGroupID !== null) {
    params.push(filter.projectGroupID);
    where.push(`EXISTS (SELECT 1 FROM analytics_project_folders f WHERE f.project_group_id = $${params.length} AND f.project_id = w.project_id)`);
  }
  const sql = `w AS MATERIALIZED (
    SELECT w.project_id, w.task_id, w.user_id, w.day, w.hours, ${BUCKET[filter.cut]} AS bucket, p.word_count
    FROM analytics_work w JOIN analytics_projects p ON p.project_id = w.project_id
    WHERE ${where.join(' AND ')})`;
  return { sql, params };
};

const TASK_IDS = Array.from({ length: MAX_TASK_ID + 1 }, (_, taskID) => taskID);

/** Per project worked on: [projectID, name, wordCount, createdOn, hours per taskID (null where none)]. */
const PROJECTS = `(SELECT coalesce(json_agg(json_build_array(x.project_id, p.name, p.word_count, p.created_on, x.hours)), '[]') FROM (
    SELECT project_id, ARRAY[${TASK_IDS.map((t) => `sum(hours) FILTER (WHERE task_id = ${t})`).join(', ')}] AS hours
    FROM w GROUP BY project_id) x JOIN analytics_projects p ON p.project_id = x.project_id)`;

/** Per bucket and task type (-1: all task types): [bucket, taskID, projects, words of those projects]. */
const SERIES = `(SELECT coalesce(json_agg(json_build_array(to_char(bucket, 'YYYY-MM-DD'), task_id, projects, words)), '[]') FROM (
    SELECT bucket, task_id, count(*) AS projects, coalesce(sum(word_count), 0) AS words FROM (SELECT DISTINCT bucket, task_id, project_id, word_count FROM w) d GROUP BY bucket, task_id
    UNION ALL
    SELECT bucket, -1, count(*), coalesce(sum(word_count), 0) FROM (SELECT DISTINCT bucket, project_id, word_count FROM w) d GROUP BY bucket) s)`;

/** The entries as the tracking area answers them (contracts' TrackingEntry), newest day first, as JSON text. */
const entries = (limit: number) =>
  limit === 0
    ? `'[]'`
    : `(SELECT coalesce(json_agg(json_build_object(
      'taskID', e.task_id, 'userID', e.user_id,
      'user', json_build_object('userID', e.user_id, 'givenName', coalesce(u.given_name, 'User ' || e.user_id), 'familyName', coalesce(u.family_name, '')),
      'hours', e.hours, 'date', to_char(e.day, 'YYYY-MM-DD'), 'projectName', p.name, 'projectID', e.project_id, 'wordCount', e.word_count)
    ORDER BY e.day DESC, e.task_id, e.user_id, e.project_id), '[]')::text
  FROM (SELECT * FROM w ORDER BY day DESC, task_id, user_id, project_id LIMIT ${limit}) e JOIN analytics_projects p ON p.project_id = e.project_id LEFT JOIN analytics_users u ON u.user_id = e.user_id)`;

/** The filter choices: people who ever logged work, folders not deleted, each by name. */
const CHOICES = `
  (SELECT coalesce(json_agg(json_build_array(u.user_id, u.given_name || ' ' || u.family_name) ORDER BY lower(u.given_name), lower(u.family_name), u.user_id), '[]')
     FROM analytics_users u WHERE EXISTS (SELECT 1 FROM analytics_work x WHERE x.user_id = u.user_id)) AS users,
  (SELECT coalesce(json_agg(json_build_array(f.project_group_id, f.name) ORDER BY lower(f.name), f.project_group_id), '[]')
     FROM analytics_folders f WHERE NOT f.deleted) AS folders`;

export type ProjectTuple = [projectID: string, name: string, wordCount: number | null, createdOn: string | null, hours: (number | null)[]];
export type SeriesTuple = [bucket: string, taskID: number, projects: number, words: number];

export interface AdminRow {
  projects: ProjectTuple[];
  series: SeriesTuple[];
  tracking: string;
  users: [number, string][];
  folders: [string, string][];
}

export const adminAnalyticsSql = (filter: WorkFilter, maxEntries: number): { sql: string; params: unknown[] } => {
  const work = workCte(filter);
  return { sql: `WITH ${work.sql} SELECT ${PROJECTS} AS projects, ${SERIES} AS series, ${entries(maxEntries)} AS tracking, ${CHOICES}`, params: work.params };
};

export interface PersonalRow {
  projects: ProjectTuple[];
  series: SeriesTuple[];
}

export const personalAnalyticsSql = (filter: WorkFilter): { sql: string; params: unknown[] } => {
  const work = workCte(filter);
  return { sql: `WITH ${work.sql} SELECT ${PROJECTS} AS projects, ${SERIES} AS series`, params: work.params };
};

/** The first day a person logged work on a project that is not deleted (their all-time range starts there). */
export const FIRST_DAY_SQL = `SELECT to_char(min(w.day), 'YYYY-MM-DD') AS first FROM analytics_work w JOIN analytics_projects p ON p.project_id = w.project_id WHERE w.user_id = $1 AND NOT p.deleted`;
