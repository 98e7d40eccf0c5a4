// The task queries: the signed-in user's tasks, a project's tasks, and the admin board's open tasks
// (./board.ts) (docs/decisions/tasks.md).
import { Calls, TaskLimits, TaskStatus, type Task } from '@wb/contracts';
import { jsonArray, jsonObject, type JsonText, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { boardAnswer } from './board';
import { OPEN_ORDER, TASK_SELECT } from './sql';

const OPEN = TaskStatus.Open;
const DONE = TaskStatus.Done;

export const taskHandlers = (pool: Pool): QueryRoute[] => {
  const tasksJson = async (sql: string, params: unknown[]): Promise<JsonText<Task[]>> => jsonArray<Task>((await pool.query<{ task: string }>(sql, params)).rows.map((r) => r.task));

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
    queryCall(Calls.tasks.getAllTasks, (input) => boardAnswer(pool, input ?? {})),
  ];
};
