// The analytics projection applied set-based: the batch folded in memory to each work row's, project's,
// folder membership's, folder's and user's last state, then written with one statement per table and
// kind of change. Each fold step mirrors apply()'s SQL: a work row or membership ends set or removed; a
// project's columns are each the last one given (the others stay, or take their defaults on a new row);
// a folder's deletion flag moves only on a folder that exists at that point (apply() updates, never
// inserts, on FolderDeleted and FolderRevived), and FolderCreated sets its name and clears the flag.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { day, finite, integer, text, texts } from '../shared/batchValues';
import { planEachTime } from '../shared/unprepared';

interface Work {
  readonly project_id: string;
  readonly task_id: number;
  readonly user_id: number;
  readonly day: string;
  /** Null: removed. */
  readonly hours: number | null;
}

interface ProjectChange {
  name?: string;
  wordCount?: number;
  createdOn?: string;
  deleted?: boolean;
}

interface FolderChange {
  /** Set by FolderCreated in this batch: the row is written whole (inserted or overwritten). */
  name?: string;
  /** The last flag given; on a folder not created in this batch, it applies only if the folder is stored. */
  deleted?: boolean;
}

/** Last-wins maps: deleted before set, so each map's order is the order of its last changes. */
const setLast = <K, V>(map: Map<K, V>, key: K, value: V): void => {
  map.delete(key);
  map.set(key, value);
};

export const applyAnalyticsBatch = async (connection: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const client = planEachTime(connection);
  const work = new Map<string, Work>();
  const projects = new Map<string, ProjectChange>();
  const memberships = new Map<string, { project_group_id: string; project_id: string; member: boolean }>();
  const folders = new Map<string, FolderChange>();
  const users = new Map<number, { given_name: string; family_name: string }>();
  const project = (projectID: unknown): ProjectChange => {
    const id = text(projectID, 'projectID');
    const change = projects.get(id) ?? {};
    projects.set(id, change);
    return change;
  };
  const membership = (projectGroupID: unknown, projectID: unknown, member: boolean) => {
    const row = { project_group_id: text(projectGroupID, 'projectGroupID'), project_id: text(projectID, 'projectID'), member };
    setLast(memberships, JSON.stringify([row.project_group_id, row.project_id]), row);
  };
  const folder = (projectGroupID: unknown): FolderChange => {
    const id = text(projectGroupID, 'projectGroupID');
    const change = folders.get(id) ?? {};
    folders.set(id, change);
    return change;
  };
  for (const event of events) {
    switch (event.type) {
      case 'TrackingTaskUpdated':
      case 'TrackingTaskRemoved': {
        const d = event.data;
        // The day is a date column and part of the key: only canonical days, so equal strings are equal dates.
        const row = {
          project_id: text(d.projectID, 'projectID'),
          task_id: integer(d.taskID, 'taskID'),
          user_id: integer(d.userID, 'userID'),
          day: day(d.date, 'date'),
          hours: event.type === 'TrackingTaskUpdated' ? finite(event.data.hours, 'hours') : null,
        };
        setLast(work, JSON.stringify([row.project_id, row.task_id, row.user_id, row.day]), row);
        break;
      }
      case 'TrackingWordCountUpdated':
        project(event.data.projectID).wordCount = integer(event.data.wordCount, 'wordCount');
        break;
      case 'ProjectCreated': {
        const change = project(event.data.projectID);
        change.name = text(event.data.name, 'name');
        change.createdOn = event.metadata.time;
        for (const group of texts(event.data.groups, 'groups')) membership(group, event.data.projectID, true);
        break;
      }
      case 'ProjectRenamed':
        project(event.data.projectID).name = text(event.data.name, 'name');
        break;
      case 'ProjectDeleted':
      case 'ProjectRevived':
        project(event.data.projectID).deleted = event.type === 'ProjectDeleted';
        break;
      case 'ProjectAddedToFolder':
      case 'ProjectRemovedFromFolder':
        membership(event.data.projectGroupID, event.data.projectID, event.type === 'ProjectAddedToFolder');
        break;
      case 'FolderCreated': {
        const change = folder(event.data.projectGroupID);
        change.name = text(event.data.name, 'name');
        change.deleted = false;
        break;
      }
      case 'FolderDeleted':
      case 'FolderRevived':
        folder(event.data.projectGroupID).deleted = event.type === 'FolderDeleted';
        break;
      case 'UserAdded':
        setLast(users, integer(event.data.userID, 'userID'), { given_name: text(event.data.givenName, 'givenName'), family_name: text(event.data.familyName, 'familyName') });
        break;
      default:
        break;
    }
  }
  await writeWork(client, t, [...work.values()]);
  await writeProjects(client, t, projects);
  await writeMemberships(client, t, [...memberships.values()]);
  await writeFolders(client, t, folders);
  if (users.size > 0) {
    const rows = [...users];
    await client.query(
      `INSERT INTO ${t('analytics_users')} (user_id, given_name, family_name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name`,
      [rows.map(([id]) => id), rows.map(([, u]) => u.given_name), rows.map(([, u]) => u.family_name)],
    );
  }
};

const writeWork = async (client: PoolClient, t: TableName, rows: readonly Work[]): Promise<void> => {
  const removed = rows.filter((w) => w.hours === null);
  const set = rows.filter((w) => w.hours !== null);
  const keys = (of: readonly Work[]) => [of.map((w) => w.project_id), of.map((w) => w.task_id), of.map((w) => w.user_id), of.map((w) => w.day)];
  if (removed.length > 0)
    await client.query(
      `DELETE FROM ${t('analytics_work')} w USING unnest($1::text[], $2::int[], $3::int[], $4::date[]) AS r(project_id, task_id, user_id, day)
       WHERE w.project_id = r.project_id AND w.task_id = r.task_id AND w.user_id = r.user_id AND w.day = r.day`,
      keys(removed),
    );
  if (set.length > 0)
    await client.query(
      `INSERT INTO ${t('analytics_work')} (project_id, task_id, user_id, day, hours) SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::date[], $5::float8[])
       ON CONFLICT (project_id, task_id, user_id, day) DO UPDATE SET hours = EXCLUDED.hours`,
      [...keys(set), set.map((w) => w.hours)],
    );
};

/** Each project's columns the batch gave: the stored row updated column by column, or a new row with the defaults for the rest. */
const writeProjects = async (client: PoolClient, t: TableName, projects: ReadonlyMap<string, ProjectChange>): Promise<void> => {
  if (projects.size === 0) return;
  const rows = [...projects];
  const table = t('analytics_projects');
  await client.query(
    `WITH r AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::boolean[], $6::boolean[], $7::boolean[], $8::boolean[])
                AS r(project_id, name, word_count, created_on, deleted, sets_name, sets_words, sets_created)),
     changed AS (
       UPDATE ${table} p SET name = CASE WHEN r.sets_name THEN r.name ELSE p.name END,
         word_count = CASE WHEN r.sets_words THEN r.word_count ELSE p.word_count END,
         created_on = CASE WHEN r.sets_created THEN r.created_on ELSE p.created_on END,
         deleted = COALESCE(r.deleted, p.deleted)
       FROM r WHERE p.project_id = r.project_id RETURNING p.project_id)
     INSERT INTO ${table} (project_id, name, word_count, created_on, deleted)
     SELECT r.project_id, COALESCE(r.name, ''), r.word_count, r.created_on, COALESCE(r.deleted, false) FROM r
     WHERE NOT EXISTS (SELECT 1 FROM changed c WHERE c.project_id = r.project_id)`,
    [
      rows.map(([id]) => id),
      rows.map(([, c]) => c.name ?? null),
      rows.map(([, c]) => c.wordCount ?? null),
      rows.map(([, c]) => c.createdOn ?? null),
      rows.map(([, c]) => c.deleted ?? null),
      rows.map(([, c]) => c.name !== undefined),
      rows.map(([, c]) => c.wordCount !== undefined),
      rows.map(([, c]) => c.createdOn !== undefined),
    ],
  );
};

const writeMemberships = async (client: PoolClient, t: TableName, rows: readonly { project_group_id: string; project_id: string; member: boolean }[]): Promise<void> => {
  const removed = rows.filter((m) => !m.member);
  const added = rows.filter((m) => m.member);
  const table = t('analytics_project_folders');
  if (removed.length > 0)
    await client.query(`DELETE FROM ${table} f USING unnest($1::text[], $2::text[]) AS r(project_group_id, project_id) WHERE f.project_group_id = r.project_group_id AND f.project_id = r.project_id`, [
      removed.map((m) => m.project_group_id),
      removed.map((m) => m.project_id),
    ]);
  if (added.length > 0)
    await client.query(`INSERT INTO ${table} (project_group_id, project_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      added.map((m) => m.project_group_id),
      added.map((m) => m.project_id),
    ]);
};

const writeFolders = async (client: PoolClient, t: TableName, folders: ReadonlyMap<string, FolderChange>): Promise<void> => {
  const rows = [...folders];
  const created = rows.filter(([, f]) => f.name !== undefined);
  const flagged = rows.filter(([, f]) => f.name === undefined && f.deleted !== undefined);
  const table = t('analytics_folders');
  if (created.length > 0)
    await client.query(
      `INSERT INTO ${table} (project_group_id, name, deleted) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[])
       ON CONFLICT (project_group_id) DO UPDATE SET name = EXCLUDED.name, deleted = EXCLUDED.deleted`,
      [created.map(([id]) => id), created.map(([, f]) => f.name), created.map(([, f]) => f.deleted ?? false)],
    );
  if (flagged.length > 0)
    await client.query(`UPDATE ${table} f SET deleted = r.deleted FROM unnest($1::text[], $2::boolean[]) AS r(project_group_id, deleted) WHERE f.project_group_id = r.project_group_id`, [
      flagged.map(([id]) => id),
      flagged.map(([, f]) => f.deleted),
    ]);
};
