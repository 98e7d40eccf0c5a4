// The tables of the projectActivity read model: the projects, the users' names, the files (names,
// types, a project asset's purpose and address), the files each project holds, and the activity items
// (a comment, or a group of uploads with its files).
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const TABLES = ['activity_projects', 'activity_users', 'activity_files', 'activity_file_projects', 'activity_items', 'activity_item_files'] as const;

export const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const items = t('activity_items');
  const itemFiles = t('activity_item_files');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('activity_projects')} (project_id ${KEY_TEXT} PRIMARY KEY);
    ${createTable(persistence)} IF NOT EXISTS ${t('activity_users')} (user_id integer PRIMARY KEY, given_name text NOT NULL, family_name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('activity_files')} (
      file_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL,
      file_type text NOT NULL,
      project_asset_type text,
      url text NOT NULL,
      user_name text NOT NULL,
      created_on timestamptz NOT NULL,
      deleted boolean NOT NULL DEFAULT false
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('activity_file_projects')} (
      project_id ${KEY_TEXT} NOT NULL,
      file_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (project_id, file_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${items} (
      item_id ${KEY_TEXT} PRIMARY KEY,
      project_id ${KEY_TEXT} NOT NULL,
      -- The item's place in the project's activity: a new item, or an upload joining a group, takes the next.
      seq bigint NOT NULL,
      kind text NOT NULL,
      -- NULL: an upload the server made itself.
      user_id integer,
      time timestamptz NOT NULL,
      started_on timestamptz NOT NULL,
      -- A comment's: its id, its file (NULL on the project itself), text, whether anonymous, whether a reply.
      comment_id ${KEY_TEXT},
      file_id ${KEY_TEXT},
      text text,
      anonymous boolean NOT NULL DEFAULT false,
      reply boolean NOT NULL DEFAULT false,
      -- An upload group's number of files.
      file_count integer NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX IF NOT EXISTS ${items}_seq ON ${items} (seq);
    CREATE INDEX IF NOT EXISTS ${items}_page ON ${items} (project_id, seq);
    CREATE INDEX IF NOT EXISTS ${items}_uploader ON ${items} (project_id, user_id, seq) WHERE kind = 'upload';
    CREATE INDEX IF NOT EXISTS ${items}_file ON ${items} (file_id) WHERE file_id IS NOT NULL;
    ${createTable(persistence)} IF NOT EXISTS ${itemFiles} (
      item_id ${KEY_TEXT} NOT NULL,
      file_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      added_on timestamptz NOT NULL,
      PRIMARY KEY (item_id, file_id)
    );
    CREATE INDEX IF NOT EXISTS ${itemFiles}_file ON ${itemFiles} (file_id);
  `);
};
