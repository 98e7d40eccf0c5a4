// The notifications read model's tables: the notifications themselves, and what they show of others
// (names, avatars, project, scene and file names, comment authors) copied from those entities' events, so the
// query reads only these tables.
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const NOTIFICATION_TABLES = ['notifications', 'notification_users', 'notification_projects', 'notification_scenes', 'notification_files', 'notification_comment_authors'] as const;

export const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const notifications = t('notifications');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${notifications} (
      notification_id ${KEY_TEXT} PRIMARY KEY,
      -- The order they were made in (the log's): newest first is this, descending.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      recipient_user_id integer NOT NULL,
      status smallint NOT NULL DEFAULT 0,
      action text NOT NULL,
      commenting_user_id integer,
      anonymous boolean NOT NULL,
      project_id ${KEY_TEXT},
      scene_id ${KEY_TEXT},
      file_id ${KEY_TEXT},
      comment_id ${KEY_TEXT},
      text text NOT NULL,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${notifications}_recipient ON ${notifications} (recipient_user_id, seq DESC);
    CREATE INDEX IF NOT EXISTS ${notifications}_comment ON ${notifications} (comment_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('notification_users')} (user_id integer PRIMARY KEY, given_name text NOT NULL, avatar text);
    ${createTable(persistence)} IF NOT EXISTS ${t('notification_projects')} (project_id ${KEY_TEXT} PRIMARY KEY, name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('notification_scenes')} (scene_id ${KEY_TEXT} PRIMARY KEY, project_id ${KEY_TEXT} NOT NULL, name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('notification_files')} (file_id ${KEY_TEXT} PRIMARY KEY, name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('notification_comment_authors')} (comment_id ${KEY_TEXT} PRIMARY KEY, user_id integer NOT NULL);
  `);
};
