// Folders (project groups) with their status and card-board data.
import { FolderStatus, ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

const createTables = async (client: PoolClient, t: TableName): Promise<void> => {
  const folders = t('folders');
  await client.query(`
    CREATE TABLE IF NOT EXISTS ${folders} (
      project_group_id text PRIMARY KEY,
      name text NOT NULL,
      status smallint NOT NULL,
      created_on timestamptz NOT NULL,
      trello jsonb NOT NULL DEFAULT '{"boards": []}'
    );
    CREATE INDEX IF NOT EXISTS ${folders}_name ON ${folders} (lower(name));
  `);
};

const update = async (client: PoolClient, t: TableName, projectGroupID: string, set: string, value: unknown) => {
  const result = await client.query(`UPDATE ${t('folders')} SET ${set} WHERE project_group_id = $1`, [projectGroupID, value]);
  expectRow(result, `Folder ${projectGroupID}`);
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'FolderCreated':
      await client.query(
        `INSERT INTO ${t('folders')} (project_group_id, name, status, created_on) VALUES ($1, $2, $3, $4)`,
        [event.data.projectGroupID, event.data.name, FolderStatus.Active, event.metadata.time],
      );
      return;
    case 'FolderArchived':
      return update(client, t, event.data.projectGroupID, 'status = $2', FolderStatus.Archived);
    case 'FolderDeleted':
      return update(client, t, event.data.projectGroupID, 'status = $2', FolderStatus.Deleted);
    case 'FolderRevived':
      return update(client, t, event.data.projectGroupID, 'status = $2', FolderStatus.Active);
    case 'FolderTrelloDataUpdated':
      return update(client, t, event.data.projectGroupID, 'trello = $2', JSON.stringify({ boards: event.data.boards }));
    default:
      return;
  }
};

export const foldersProjection: Projection = { name: ReadModels.folders, version: 1, tables: ['folders'], createTables, apply };
