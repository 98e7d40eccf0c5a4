// The tasks read model: every live personal task (a deleted one is removed) with its assignee, creator
// and project, and the names it shows of them copied from the user and project events into its own
// tables. Indexed for what reads it: a user's tasks, a project's tasks, and the admin board's open tasks
// by due date, filtered by assigner, assignee or project.
import { ReadModels, TaskStatus, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyTasksBatch } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const tasks = t('tasks');
  const open = `WHERE status = ${TaskStatus.Open}`;
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${tasks} (
      task_id ${KEY_TEXT} PRIMARY KEY,
      assignee_user_id integer NOT NULL,
      creator_user_id integer NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      status smallint NOT NULL,
      text text NOT NULL,
      notes text NOT NULL,
      due_date date,
      -- The board's order and its columns' ranges in one key: the due date, 'infinity' without one
      -- (last, and in Due), so each column's page is one range of the indexes below.
      due_key date GENERATED ALWAYS AS (COALESCE(due_date, 'infinity'::date)) STORED,
      completed_on timestamptz,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${tasks}_assignee ON ${tasks} (assignee_user_id, status, due_date);
    CREATE INDEX IF NOT EXISTS ${tasks}_project ON ${tasks} (project_id, status, due_date);
    -- The board: each column's page and count of the open tasks, All or filtered by assigner, assignee
    -- or project, in the board's order (docs/decisions/tasks.md); the leading column also gives each
    -- filter's distinct choices from the index alone.
    CREATE INDEX IF NOT EXISTS ${tasks}_open ON ${tasks} (due_key, created_on, task_id) ${open};
    CREATE INDEX IF NOT EXISTS ${tasks}_open_creator ON ${tasks} (creator_user_id, due_key, created_on, task_id) ${open};
    CREATE INDEX IF NOT EXISTS ${tasks}_open_assignee ON ${tasks} (assignee_user_id, due_key, created_on, task_id) ${open};
    CREATE INDEX IF NOT EXISTS ${tasks}_open_project ON ${tasks} (project_id, due_key, created_on, task_id) ${open};
    ${createTable(persistence)} IF NOT EXISTS ${t('task_users')} (user_id integer PRIMARY KEY, given_name text NOT NULL, family_name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('task_projects')} (project_id ${KEY_TEXT} PRIMARY KEY, name text NOT NULL);
  `);
};

export const EVENT_TYPES: readonly string[] = ['TaskAssigned', 'TaskChanged', 'TaskStatusChanged', 'TaskDeleted', 'UserAdded', 'ProjectCreated', 'ProjectRenamed'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'TaskAssigned': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${t('tasks')} (task_id, assignee_user_id, creator_user_id, project_id, status, text, notes, due_date, created_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (task_id) DO NOTHING`,
        [d.taskID, d.assigneeUserID, d.creatorUserID, d.projectID, TaskStatus.Open, d.text, d.notes, d.dueDate, event.metadata.time],
      );
      return;
    }
    case 'TaskChanged': {
      const d = event.data;
      const result = await client.query(`UPDATE ${t('tasks')} SET assignee_user_id = $2, project_id = $3, text = $4, notes = $5, due_date = $6 WHERE task_id = $1`, [
        d.taskID,
        d.assigneeUserID,
        d.projectID,
        d.text,
        d.notes,
        d.dueDate,
      ]);
      expectRow(result, `Task ${d.taskID}`);
      return;
    }
    case 'TaskStatusChanged': {
      const d = event.data;
      expectRow(await client.query(`UPDATE ${t('tasks')} SET status = $2, completed_on = $3 WHERE task_id = $1`, [d.taskID, d.status, d.completedOn]), `Task ${d.taskID}`);
      return;
    }
    case 'TaskDeleted':
      await client.query(`DELETE FROM ${t('tasks')} WHERE task_id = $1`, [event.data.taskID]);
      return;
    case 'UserAdded':
      await client.query(
        `INSERT INTO ${t('task_users')} (user_id, given_name, family_name) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`,
        [event.data.userID, event.data.givenName, event.data.familyName],
      );
      return;
    case 'ProjectCreated':
    case 'ProjectRenamed':
      await client.query(`INSERT INTO ${t('task_projects')} (project_id, name) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET name = $2`, [event.data.projectID, event.data.name]);
      return;
    default:
      return;
  }
};

export const tasksProjection: Projection = {
  name: ReadModels.tasks,
  // 2: due_key and the board's indexes by it (docs/decisions/tasks.md).
  version: 2,
  tables: ['tasks', 'task_users', 'task_projects'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyTasksBatch,
};
