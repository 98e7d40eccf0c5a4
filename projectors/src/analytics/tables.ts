// The analytics read model's tables, shaped for the Analytics page's reads: the work (one row per
// project, task type, user and day, as tracking keeps it) indexed by day and by user then day, so a
// month's rows are one index range, alone or for one person; the projects with their words, creation
// and folders; the names the page shows (docs/decisions/analytics.md).
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const ANALYTICS_TABLES = ['analytics_work', 'analytics_projects', 'analytics_project_folders', 'analytics_folders', 'analytics_users'] as const;

export const createAnalyticsTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('analytics_work')} (
      project_id ${KEY_TEXT} NOT NULL,
      task_id integer NOT NULL,
      user_id integer NOT NULL,
      day date NOT NULL,
      hours double precision NOT NULL,
      PRIMARY KEY (project_id, task_id, user_id, day)
    );
    CREATE INDEX IF NOT EXISTS ${t('analytics_work')}_day ON ${t('analytics_work')} (day) INCLUDE (project_id, task_id, user_id, hours);
    CREATE INDEX IF NOT EXISTS ${t('analytics_work')}_user_day ON ${t('analytics_work')} (user_id, day) INCLUDE (project_id, task_id, hours);
    ${createTable(persistence)} IF NOT EXISTS ${t('analytics_projects')} (
      project_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL DEFAULT '',
      word_count integer,
      created_on timestamptz,
      deleted boolean NOT NULL DEFAULT false
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('analytics_project_folders')} (
      project_group_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (project_group_id, project_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('analytics_folders')} (
      project_group_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL,
      deleted boolean NOT NULL DEFAULT false
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('analytics_users')} (
      user_id integer PRIMARY KEY,
      given_name text NOT NULL,
      family_name text NOT NULL
    );
  `);
};
