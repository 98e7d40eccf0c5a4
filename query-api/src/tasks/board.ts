// The admin Tasks board's answer (/tasks/getAllTasks): each column's first page of open tasks, chosen by
// the read model's indexes (one range of due_key per column, filtered by assigner, assignee or
// project), each column's full count, and the filters' choices over every open task
// (docs/decisions/tasks.md).
import { boardColumnBounds, type Calls, TaskLimits, TaskStatus, type CallInput, type DueBucket, type Task, type TaskBoardCounts, type TaskBoardFilters } from '@wb/contracts';
import { jsonArray, jsonObject, JsonText, type Pool } from '@wb/platform';
import { BOARD_ORDER, personJson, projectJson, taskSelect } from './sql';

type BoardInput = NonNullable<CallInput<typeof Calls.tasks.getAllTasks>>;
type BoardAnswer = JsonText<{ tasks: Task[]; counts: TaskBoardCounts; filters: TaskBoardFilters }>;

const OPEN = TaskStatus.Open;

/** The board's filter choices over every open task, each list by name. */
const FILTERS_SQL = `SELECT json_build_object(
  'assigners', (SELECT COALESCE(json_agg(${personJson('x.id', 'u')} ORDER BY u.given_name, u.family_name, x.id), '[]')
                FROM (SELECT DISTINCT creator_user_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_users u ON u.user_id = x.id),
  'assignees', (SELECT COALESCE(json_agg(${personJson('x.id', 'u')} ORDER BY u.given_name, u.family_name, x.id), '[]')
                FROM (SELECT DISTINCT assignee_user_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_users u ON u.user_id = x.id),
  'projects', (SELECT COALESCE(json_agg(${projectJson('x.id', 'p')} ORDER BY COALESCE(p.name, x.id), x.id), '[]')
                FROM (SELECT DISTINCT project_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_projects p ON p.project_id = x.id)
)::text AS filters`;

/** The server's calendar day (UTC), for an asker who does not say theirs. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

export const boardAnswer = async (pool: Pool, input: BoardInput): Promise<BoardAnswer> => {
  const params: unknown[] = [];
  const where = [`t.status = ${OPEN}`];
  const add = (column: string, value: unknown) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  add('t.creator_user_id', input.assignerUserID);
  add('t.assignee_user_id', input.assigneeUserID);
  add('t.project_id', input.projectID);
  const bounds = boardColumnBounds(input.today ?? utcToday());
  params.push(bounds.today, bounds.dueFrom);
  const today = `$${params.length - 1}::date`;
  const dueFrom = `$${params.length}::date`;
  const ranges: Record<DueBucket, string> = {
    overdue: `t.due_key < ${today}`,
    dueSoon: `t.due_key >= ${today} AND t.due_key < ${dueFrom}`,
    due: `t.due_key >= ${dueFrom}`,
  };
  const filtered = where.join(' AND ');
  // Each column's page is one ordered range of an index (the filter's, or tasks_open for All), read no
  // further than the page; only the page's rows are joined to the names.
  const pages = Object.values(ranges)
    .map((range) => `(SELECT t.* FROM tasks t WHERE ${filtered} AND ${range} ${BOARD_ORDER} LIMIT ${TaskLimits.boardColumnMax})`)
    .join(' UNION ALL ');
  const counts = `SELECT json_build_object(${Object.entries(ranges)
    .map(([bucket, range]) => `'${bucket}', count(*) FILTER (WHERE ${range})`)
    .join(', ')})::text AS counts FROM tasks t WHERE ${filtered}`;
  const [page, counted, filters] = await Promise.all([
    pool.query<{ task: string }>(`${taskSelect(`(${pages})`)} ${BOARD_ORDER}`, params),
    pool.query<{ counts: string }>(counts, params),
    pool.query<{ filters: string }>(FILTERS_SQL),
  ]);
  return jsonObject({
    tasks: jsonArray<Task>(page.rows.map((r) => r.task)),
    counts: new JsonText<TaskBoardCounts>(counted.rows[0]?.counts ?? '{"overdue":0,"dueSoon":0,"due":0}'),
    filters: new JsonText<TaskBoardFilters>(filters.rows[0]?.filters ?? '{"assigners":[],"assignees":[],"projects":[]}'),
  });
};
