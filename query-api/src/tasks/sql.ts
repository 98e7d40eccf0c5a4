// A task as the task queries answer it, built as JSON where the rows are (docs/adding-a-call.md,
// section 4): the assignee's, the creator's and the project's names from this read model's own tables.

const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A person by id, with the names the read model copied ('' for one it has not seen). */
export const personJson = (idColumn: string, alias: string): string =>
  `json_build_object('userID', ${idColumn}, 'givenName', COALESCE(${alias}.given_name, ''), 'familyName', COALESCE(${alias}.family_name, ''),
    'fullName', btrim(COALESCE(${alias}.given_name, '') || ' ' || COALESCE(${alias}.family_name, '')))`;

/** A project by id, named by its id while the read model has not seen its name. */
export const projectJson = (idColumn: string, alias: string): string => `json_build_object('projectID', ${idColumn}, 'name', COALESCE(${alias}.name, ${idColumn}))`;

const TASK_JSON = `json_build_object('taskID', t.task_id, 'userID', t.assignee_user_id, 'status', t.status, 'createdOn', ${isoText('t.created_on')},
  'project', ${projectJson('t.project_id', 'p')}, 'user', ${personJson('t.assignee_user_id', 'a')}, 'creator', ${personJson('t.creator_user_id', 'c')},
  'taskName', t.text,
  'data', json_build_object('text', t.text, 'notes', t.notes, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'), 'projectID', t.project_id,
    'creatorUserID', t.creator_user_id, 'completedOn', ${isoText('t.completed_on')}))::text AS task`;

/** Every task column's JSON from `from` (the tasks table, or a page of its rows) as `t`, with the names it shows. */
export const taskSelect = (from: string): string => `SELECT ${TASK_JSON} FROM ${from} t
  LEFT JOIN task_users a ON a.user_id = t.assignee_user_id
  LEFT JOIN task_users c ON c.user_id = t.creator_user_id
  LEFT JOIN task_projects p ON p.project_id = t.project_id`;

/** Every task column's JSON from tasks `t`, with the names it shows; a WHERE and ORDER BY follow. */
export const TASK_SELECT = taskSelect('tasks');

/** Open tasks by due date (those without one last), then the oldest first. */
export const OPEN_ORDER = 'ORDER BY t.due_date ASC NULLS LAST, t.created_on, t.task_id';

/** The board's order: by due date (those without one last: due_key is 'infinity'), then the oldest first. */
export const BOARD_ORDER = 'ORDER BY t.due_key, t.created_on, t.task_id';
