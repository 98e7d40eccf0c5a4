// The tracking projection applied set-based: the batch folded in memory to each entry's, project's and
// user's last state (an entry set, or removed), then written with one statement per table and kind of
// change. Every column an event sets is overwritten whole, so the last state is what apply() leaves:
// an entry removed and set again is the set one, set and then removed is gone.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { finite, integer, text } from '../shared/batchValues';
import { planEachTime } from '../shared/unprepared';

interface Entry {
  readonly project_id: string;
  readonly task_id: number;
  readonly user_id: number;
  readonly day: string;
  /** Absent: removed. */
  readonly set?: { readonly hours: number; readonly modified: string };
}

/** A project's columns that the batch sets (the others stay as stored, or their defaults on insert). */
interface ProjectChange {
  name?: string;
  wordCount?: number;
}

const entryKey = (projectID: string, taskID: number, userID: number, day: string): string => JSON.stringify([projectID, taskID, userID, day]);

export const applyTrackingBatch = async (connection: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const client = planEachTime(connection);
  const entries = new Map<string, Entry>();
  const projects = new Map<string, ProjectChange>();
  const users = new Map<number, { given_name: string; family_name: string }>();
  const project = (projectID: unknown): ProjectChange => {
    const id = text(projectID, 'projectID');
    const change = projects.get(id) ?? {};
    projects.set(id, change);
    return change;
  };
  for (const event of events) {
    switch (event.type) {
      case 'TrackingTaskUpdated':
      case 'TrackingTaskRemoved': {
        const d = event.data;
        const key = { project_id: text(d.projectID, 'projectID'), task_id: integer(d.taskID, 'taskID'), user_id: integer(d.userID, 'userID'), day: text(d.date, 'date') };
        const set = event.type === 'TrackingTaskUpdated' ? { hours: finite(event.data.hours, 'hours'), modified: event.metadata.time } : undefined;
        const id = entryKey(key.project_id, key.task_id, key.user_id, key.day);
        // Deleted first, so the map's order is the order of the last change.
        entries.delete(id);
        entries.set(id, { ...key, set });
        break;
      }
      case 'TrackingWordCountUpdated':
        project(event.data.projectID).wordCount = integer(event.data.wordCount, 'wordCount');
        break;
      case 'ProjectCreated':
      case 'ProjectRenamed':
        project(event.data.projectID).name = text(event.data.name, 'name');
        break;
      case 'UserAdded':
        users.set(integer(event.data.userID, 'userID'), { given_name: text(event.data.givenName, 'givenName'), family_name: text(event.data.familyName, 'familyName') });
        break;
      default:
        break;
    }
  }
  const all = [...entries.values()];
  const removed = all.filter((e) => !e.set);
  const set = all.filter((e) => e.set);
  const column = <K extends keyof Entry>(rows: readonly Entry[], key: K) => rows.map((r) => r[key]);
  if (removed.length > 0)
    await client.query(
      `DELETE FROM ${t('tracking_entries')} e USING unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS r(project_id, task_id, user_id, day)
       WHERE e.project_id = r.project_id AND e.task_id = r.task_id AND e.user_id = r.user_id AND e.day = r.day`,
      [column(removed, 'project_id'), column(removed, 'task_id'), column(removed, 'user_id'), column(removed, 'day')],
    );
  if (set.length > 0)
    await client.query(
      `INSERT INTO ${t('tracking_entries')} (project_id, task_id, user_id, day, hours, modified)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::float8[], $6::timestamptz[])
       ON CONFLICT (project_id, task_id, user_id, day) DO UPDATE SET hours = EXCLUDED.hours, modified = EXCLUDED.modified`,
      [column(set, 'project_id'), column(set, 'task_id'), column(set, 'user_id'), column(set, 'day'), set.map((e) => e.set?.hours), set.map((e) => e.set?.modified)],
    );
  if (projects.size > 0) {
    const rows = [...projects];
    // A column the batch does not set keeps its stored value, or takes its default on a new row.
    await client.query(
      `WITH r AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::boolean[], $5::boolean[]) AS r(project_id, name, word_count, sets_name, sets_words)),
       changed AS (
         UPDATE ${t('tracking_projects')} p SET name = CASE WHEN r.sets_name THEN r.name ELSE p.name END,
           word_count = CASE WHEN r.sets_words THEN r.word_count ELSE p.word_count END
         FROM r WHERE p.project_id = r.project_id RETURNING p.project_id)
       INSERT INTO ${t('tracking_projects')} (project_id, name, word_count)
       SELECT r.project_id, COALESCE(r.name, ''), r.word_count FROM r WHERE NOT EXISTS (SELECT 1 FROM changed c WHERE c.project_id = r.project_id)`,
      [
        rows.map(([id]) => id),
        rows.map(([, c]) => c.name ?? null),
        rows.map(([, c]) => c.wordCount ?? null),
        rows.map(([, c]) => c.name !== undefined),
        rows.map(([, c]) => c.wordCount !== undefined),
      ],
    );
  }
  if (users.size > 0) {
    const rows = [...users];
    await client.query(
      `INSERT INTO ${t('tracking_users')} (user_id, given_name, family_name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name`,
      [rows.map(([id]) => id), rows.map(([, u]) => u.given_name), rows.map(([, u]) => u.family_name)],
    );
  }
};
