// The tasks projection applied set-based: the tasks a batch names are read once, the batch is folded
// over them in memory (each step as apply() does it: an assignment of a task already there changes
// nothing, a change or status of a task not there throws, so the runtime parks it event by event), and
// the tasks it changed are written back whole in one upsert, those it deleted in one delete. Stored
// times and dates are read as text and written back as text, so they come back to the microsecond.
import { TaskStatus, type AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { integer, nullableDay, nullableInstant, smallint, text } from '../shared/batchValues';
import { planEachTime } from '../shared/unprepared';

interface TaskRow {
  task_id: string;
  assignee_user_id: number;
  creator_user_id: number;
  project_id: string;
  status: number;
  text: string;
  notes: string;
  due_date: string | null;
  completed_on: string | null;
  created_on: string;
}

const TASK_EVENTS = new Set(['TaskAssigned', 'TaskChanged', 'TaskStatusChanged', 'TaskDeleted']);

const readTasks = async (client: PoolClient, t: TableName, taskIDs: readonly string[]): Promise<Map<string, TaskRow>> => {
  if (taskIDs.length === 0) return new Map();
  const { rows } = await client.query<TaskRow>(
    `SELECT task_id, assignee_user_id, creator_user_id, project_id, status, text, notes, due_date::text, completed_on::text, created_on::text
     FROM ${t('tasks')} WHERE task_id = ANY($1::text[])`,
    [taskIDs],
  );
  return new Map(rows.map((r) => [r.task_id, r]));
};

export const applyTasksBatch = async (connection: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const client = planEachTime(connection);
  const named = events.filter((e) => TASK_EVENTS.has(e.type)).map((e) => text((e.data as { taskID: unknown }).taskID, 'taskID'));
  const stored = await readTasks(client, t, [...new Set(named)]);
  /** Each named task as the batch leaves it (absent: deleted or never there). */
  const tasks = new Map<string, TaskRow | undefined>(stored);
  const changed = new Set<string>();
  const users = new Map<number, { given_name: string; family_name: string }>();
  const projects = new Map<string, string>();
  const existing = (taskID: string): TaskRow => {
    const task = tasks.get(taskID);
    if (!task) throw new Error(`Task ${taskID} is not in the read model`);
    changed.add(taskID);
    return task;
  };
  for (const event of events) {
    switch (event.type) {
      case 'TaskAssigned': {
        const d = event.data;
        const row: TaskRow = {
          task_id: d.taskID,
          assignee_user_id: integer(d.assigneeUserID, 'assigneeUserID'),
          creator_user_id: integer(d.creatorUserID, 'creatorUserID'),
          project_id: text(d.projectID, 'projectID'),
          status: TaskStatus.Open,
          text: text(d.text, 'text'),
          notes: text(d.notes, 'notes'),
          due_date: nullableDay(d.dueDate, 'dueDate'),
          completed_on: null,
          created_on: event.metadata.time,
        };
        if (tasks.get(d.taskID)) break;
        tasks.set(d.taskID, row);
        changed.add(d.taskID);
        break;
      }
      case 'TaskChanged': {
        const d = event.data;
        const values = {
          assignee_user_id: integer(d.assigneeUserID, 'assigneeUserID'),
          project_id: text(d.projectID, 'projectID'),
          text: text(d.text, 'text'),
          notes: text(d.notes, 'notes'),
          due_date: nullableDay(d.dueDate, 'dueDate'),
        };
        Object.assign(existing(d.taskID), values);
        break;
      }
      case 'TaskStatusChanged': {
        const values = { status: smallint(event.data.status, 'status'), completed_on: nullableInstant(event.data.completedOn, 'completedOn') };
        Object.assign(existing(event.data.taskID), values);
        break;
      }
      case 'TaskDeleted':
        tasks.set(event.data.taskID, undefined);
        changed.add(event.data.taskID);
        break;
      case 'UserAdded':
        users.set(integer(event.data.userID, 'userID'), { given_name: text(event.data.givenName, 'givenName'), family_name: text(event.data.familyName, 'familyName') });
        break;
      case 'ProjectCreated':
      case 'ProjectRenamed':
        projects.set(text(event.data.projectID, 'projectID'), text(event.data.name, 'name'));
        break;
      default:
        break;
    }
  }
  await writeTasks(
    client,
    t,
    [...changed].map((id) => [id, tasks.get(id)] as const),
    stored,
  );
  if (users.size > 0) {
    const rows = [...users];
    await client.query(
      `INSERT INTO ${t('task_users')} (user_id, given_name, family_name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name`,
      [rows.map(([id]) => id), rows.map(([, u]) => u.given_name), rows.map(([, u]) => u.family_name)],
    );
  }
  if (projects.size > 0)
    await client.query(`INSERT INTO ${t('task_projects')} (project_id, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name`, [
      [...projects.keys()],
      [...projects.values()],
    ]);
};

const writeTasks = async (client: PoolClient, t: TableName, changed: readonly (readonly [string, TaskRow | undefined])[], stored: ReadonlyMap<string, TaskRow>): Promise<void> => {
  const deleted = changed.filter(([id, row]) => !row && stored.has(id)).map(([id]) => id);
  const rows = changed.flatMap(([, row]) => (row ? [row] : []));
  if (deleted.length > 0) await client.query(`DELETE FROM ${t('tasks')} WHERE task_id = ANY($1::text[])`, [deleted]);
  if (rows.length === 0) return;
  const column = <K extends keyof TaskRow>(key: K) => rows.map((r) => r[key]);
  await client.query(
    `INSERT INTO ${t('tasks')} (task_id, assignee_user_id, creator_user_id, project_id, status, text, notes, due_date, completed_on, created_on)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::smallint[], $6::text[], $7::text[], $8::date[], $9::timestamptz[], $10::timestamptz[])
     ON CONFLICT (task_id) DO UPDATE SET assignee_user_id = EXCLUDED.assignee_user_id, creator_user_id = EXCLUDED.creator_user_id, project_id = EXCLUDED.project_id,
       status = EXCLUDED.status, text = EXCLUDED.text, notes = EXCLUDED.notes, due_date = EXCLUDED.due_date, completed_on = EXCLUDED.completed_on, created_on = EXCLUDED.created_on`,
    [
      column('task_id'),
      column('assignee_user_id'),
      column('creator_user_id'),
      column('project_id'),
      column('status'),
      column('text'),
      column('notes'),
      column('due_date'),
      column('completed_on'),
      column('created_on'),
    ],
  );
};
