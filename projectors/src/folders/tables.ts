// The folders read model's tables: a row per folder (with its project count) and the projects'
// folder memberships the count is kept from.
import { createTable, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const createFolderTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const folders = t('folders');
  const memberships = t('folder_projects');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${folders} (
      project_group_id text PRIMARY KEY,
      name text NOT NULL,
      status smallint NOT NULL,
      created_on timestamptz NOT NULL,
      trello jsonb NOT NULL DEFAULT '{"boards": []}',
      projects integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS ${folders}_name ON ${folders} (lower(name));
    ${createTable(persistence)} IF NOT EXISTS ${memberships} (
      project_id text PRIMARY KEY,
      groups text[] NOT NULL,
      counted boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${memberships}_groups ON ${memberships} USING gin (groups);
  `);
};

/** A new folder's count: the counted projects already naming it (usually none). */
export const countOf = (t: TableName, folderId: string): string => `(SELECT count(*)::int FROM ${t('folder_projects')} WHERE groups @> ARRAY[${folderId}]::text[] AND counted)`;
