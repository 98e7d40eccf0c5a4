// The tracking read model: each project's entries (one per task type, user and day) and word count,
// with the project names and user names the entries show, copied from their own events.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyTrackingBatch } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('tracking_entries')} (
      project_id ${KEY_TEXT} NOT NULL,
      task_id integer NOT NULL,
      user_id integer NOT NULL,
      day text NOT NULL,
      hours double precision NOT NULL,
      modified timestamptz NOT NULL,
      PRIMARY KEY (project_id, task_id, user_id, day)
    );
    CREATE INDEX IF NOT EXISTS ${t('tracking_entries')}_user ON ${t('tracking_entries')} (user_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('tracking_projects')} (
      project_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL DEFAULT '',
      word_count integer
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('tracking_users')} (
      user_id integer PRIMARY KEY,
      given_name text NOT NULL,
      family_name text NOT NULL
    );
  `);
};

const EVENT_TYPES: readonly string[] = ['TrackingTaskUpdated', 'TrackingTaskRemoved', 'TrackingWordCountUpdated', 'ProjectCreated', 'ProjectRenamed', 'UserAdded'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const projectRow = (projectID: string, column: 'name' | 'word_count', value: string | number) =>
    client.query(`INSERT INTO ${t('tracking_projects')} (project_id, ${column}) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET ${column} = $2`, [projectID, value]);
  switch (event.type) {
    case 'TrackingTaskUpdated': {
      const { projectID, taskID, userID, date, hours } = event.data;
      await client.query(
        `INSERT INTO ${t('tracking_entries')} (project_id, task_id, user_id, day, hours, modified) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (project_id, task_id, user_id, day) DO UPDATE SET hours = $5, modified = $6`,
        [projectID, taskID, userID, date, hours, event.metadata.time],
      );
      return;
    }
    case 'TrackingTaskRemoved': {
      const { projectID, taskID, userID, date } = event.data;
      await client.query(`DELETE FROM ${t('tracking_entries')} WHERE project_id = $1 AND task_id = $2 AND user_id = $3 AND day = $4`, [projectID, taskID, userID, date]);
      return;
    }
    case 'TrackingWordCountUpdated':
      await projectRow(event.data.projectID, 'word_count', event.data.wordCount);
      return;
    case 'ProjectCreated':
    case 'ProjectRenamed':
      await projectRow(event.data.projectID, 'name', event.data.name);
      return;
    case 'UserAdded': {
      const { userID, givenName, familyName } = event.data;
      await client.query(`INSERT INTO ${t('tracking_users')} (user_id, given_name, family_name) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`, [
        userID,
        givenName,
        familyName,
      ]);
      return;
    }
    default:
      return;
  }
};

export const trackingProjection: Projection = {
  name: ReadModels.tracking,
  version: 1,
  tables: ['tracking_entries', 'tracking_projects', 'tracking_users'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyTrackingBatch,
};
