// The analytics read model: tracked work by project, task type, user and day, with each project's
// words, creation time, folders and deletion, and the names of people and folders, all copied from
// their own events (tracking, projects, folders, users), so it can be rebuilt by replaying them.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyAnalyticsBatch } from './batch';
import { ANALYTICS_TABLES, createAnalyticsTables } from './tables';

const EVENT_TYPES: readonly string[] = [
  'TrackingTaskUpdated',
  'TrackingTaskRemoved',
  'TrackingWordCountUpdated',
  'ProjectCreated',
  'ProjectRenamed',
  'ProjectDeleted',
  'ProjectRevived',
  'ProjectAddedToFolder',
  'ProjectRemovedFromFolder',
  'FolderCreated',
  'FolderDeleted',
  'FolderRevived',
  'UserAdded',
];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const setProject = (projectID: string, column: 'name' | 'word_count' | 'deleted', value: string | number | boolean) =>
    client.query(`INSERT INTO ${t('analytics_projects')} (project_id, ${column}) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET ${column} = $2`, [projectID, value]);
  const setFolderDeleted = (projectGroupID: string, deleted: boolean) => client.query(`UPDATE ${t('analytics_folders')} SET deleted = $2 WHERE project_group_id = $1`, [projectGroupID, deleted]);
  const addToFolder = (projectGroupID: string, projectID: string) =>
    client.query(`INSERT INTO ${t('analytics_project_folders')} (project_group_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [projectGroupID, projectID]);
  switch (event.type) {
    case 'TrackingTaskUpdated': {
      const { projectID, taskID, userID, date, hours } = event.data;
      await client.query(
        `INSERT INTO ${t('analytics_work')} (project_id, task_id, user_id, day, hours) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (project_id, task_id, user_id, day) DO UPDATE SET hours = $5`,
        [projectID, taskID, userID, date, hours],
      );
      return;
    }
    case 'TrackingTaskRemoved': {
      const { projectID, taskID, userID, date } = event.data;
      await client.query(`DELETE FROM ${t('analytics_work')} WHERE project_id = $1 AND task_id = $2 AND user_id = $3 AND day = $4`, [projectID, taskID, userID, date]);
      return;
    }
    case 'TrackingWordCountUpdated':
      await setProject(event.data.projectID, 'word_count', event.data.wordCount);
      return;
    case 'ProjectCreated': {
      const { projectID, name, groups } = event.data;
      await client.query(
        `INSERT INTO ${t('analytics_projects')} (project_id, name, created_on) VALUES ($1, $2, $3)
         ON CONFLICT (project_id) DO UPDATE SET name = $2, created_on = $3`,
        [projectID, name, event.metadata.time],
      );
      for (const projectGroupID of groups) await addToFolder(projectGroupID, projectID);
      return;
    }
    case 'ProjectRenamed':
      await setProject(event.data.projectID, 'name', event.data.name);
      return;
    case 'ProjectDeleted':
    case 'ProjectRevived':
      await setProject(event.data.projectID, 'deleted', event.type === 'ProjectDeleted');
      return;
    case 'ProjectAddedToFolder':
      await addToFolder(event.data.projectGroupID, event.data.projectID);
      return;
    case 'ProjectRemovedFromFolder':
      await client.query(`DELETE FROM ${t('analytics_project_folders')} WHERE project_group_id = $1 AND project_id = $2`, [event.data.projectGroupID, event.data.projectID]);
      return;
    case 'FolderCreated':
      await client.query(`INSERT INTO ${t('analytics_folders')} (project_group_id, name) VALUES ($1, $2) ON CONFLICT (project_group_id) DO UPDATE SET name = $2, deleted = false`, [
        event.data.projectGroupID,
        event.data.name,
      ]);
      return;
    case 'FolderDeleted':
    case 'FolderRevived':
      await setFolderDeleted(event.data.projectGroupID, event.type === 'FolderDeleted');
      return;
    case 'UserAdded': {
      const { userID, givenName, familyName } = event.data;
      await client.query(`INSERT INTO ${t('analytics_users')} (user_id, given_name, family_name) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`, [
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

export const analyticsProjection: Projection = {
  name: ReadModels.analytics,
  version: 1,
  tables: ANALYTICS_TABLES,
  createTables: createAnalyticsTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyAnalyticsBatch,
};
