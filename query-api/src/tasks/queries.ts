// The task queries: the signed-in user's tasks, a project's tasks, and the admin board's open tasks
// with its filters (docs/decisions/tasks.md).
import { Calls, TaskLimits, TaskStatus, type CallInput, type Task, type TaskBoardFilters } from '@wb/contracts';
import { jsonArray, jsonObject, JsonText, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { OPEN_ORDER, personJson, projectJson, TASK_SELECT } from './sql';

type BoardInput = NonNullable<CallInput<typeof Calls.tasks.getAllTasks>>;

const OPEN = TaskStatus.Open;
const DONE = TaskStatus.Done;

/** The board's filter choices over every open task, each list by name. */
const FILTERS_SQL = `SELECT json_build_object(
  'assigners', (SELECT COALESCE(json_agg(${personJson('x.id', 'u')} ORDER BY u.given_name, u.family_name, x.id), '[]')
                FROM (SELECT DISTINCT creator_user_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_users u ON u.user_id = x.id),
  'assignees', (SELECT COALESCE(json_agg(${personJson('x.id', 'u')} ORDER BY u.given_name, u.family_name, x.id), '[]')
                FROM (SELECT DISTINCT assignee_user_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_users u ON u.user_id = x.id),
  'projects', (SELECT COALESCE(json_agg(${projectJson('x.id', 'p')} ORDER BY COALESCE(p.name, x.id), x.id), '[]')
                FROM (SELECT DISTINCT project_id AS id FROM tasks WHERE status = ${OPEN}) x LEFT JOIN task_projects p ON p.project_id = x.id)
)::text AS filters`;

export const taskHandlers = (pool: Pool): QueryRoute[] => {
  const tasksJson = async (sql: string, params: unknown[]): Promise<JsonText<Task[]>> => jsonArray<Task>((await pool.query<{ task: string }>(sql, params)).rows.map((r) => r.task));

  const board = async (input: BoardInput): Promise<JsonText<{ tasks: Task[]; filters: TaskBoardFilters }>> => {
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
    const [tasks, filters] = await Promise.all([
      tasksJson(`${TASK_SELECT} WHERE ${where.join(' AND ')} ${OPEN_ORDER} LIMIT ${TaskLimits.listMax}`, params),
      pool.query<{ filters: string }>(FILTERS_SQL),
    ]);
    return jsonObject({ tasks, filters: new JsonText<TaskBoardFilters>(filters.rows[0]?.filters ?? '{"assigners":[],"assignees":[],"projects":[]}') });
  };

  return [
    queryCall(Calls.tasks.getUserTasks, async (_input, asker) => {
      const tasks = await tasksJson(
        `(${TASK_SELECT} WHERE t.assignee_user_id = $1 AND t.status = ${OPEN} ${OPEN_ORDER} LIMIT ${TaskLimits.listMax})
         UNION ALL
         (${TASK_SELECT} WHERE t.assignee_user_id = $1 AND t.status = ${DONE} ORDER BY t.completed_on DESC NULLS LAST, t.task_id LIMIT ${TaskLimits.userDoneMax})`,
        [asker.userID],
      );
      return jsonObject({ tasks });
    }),
    queryCall(Calls.tasks.getProjectTasks, async (input) => {
      const tasks = await tasksJson(
        `${TASK_SELECT} WHERE t.project_id = $1
         ORDER BY t.status, CASE WHEN t.status = ${OPEN} THEN t.due_date END ASC NULLS LAST, t.completed_on DESC NULLS LAST, t.created_on, t.task_id
         LIMIT ${TaskLimits.listMax}`,
        [input.projectID],
      );
      return jsonObject({ tasks });
    }),
    queryCall(Calls.tasks.getAllTasks, (input) => board(input ?? {})),
  ];
};
