// Folders (project groups) with their status, card-board data and the number of their active and
// archived projects, counted from the project events into this read model's own rows.
import { ProjectStatus, ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyFoldersBatch, FOLDER_TYPES } from './batch';
import { evolveMembership, isProjectFolderEvent, PROJECT_FOLDER_TYPES, type Membership, type ProjectFolderEvent } from './membership';
import { countOf, createFolderTables } from './tables';

const update = async (client: PoolClient, t: TableName, projectGroupID: string, set: string, value: unknown) => {
  const result = await client.query(`UPDATE ${t('folders')} SET ${set} WHERE project_group_id = $1`, [projectGroupID, value]);
  expectRow(result, `Folder ${projectGroupID}`);
};

const applyProjectEvent = async (client: PoolClient, t: TableName, event: ProjectFolderEvent): Promise<void> => {
  const { rows } = await client.query<Membership>(`SELECT groups, counted FROM ${t('folder_projects')} WHERE project_id = $1`, [event.data.projectID]);
  const { next, deltas } = evolveMembership(rows[0], event);
  await client.query(
    `INSERT INTO ${t('folder_projects')} (project_id, groups, counted) VALUES ($1, $2, $3)
     ON CONFLICT (project_id) DO UPDATE SET groups = EXCLUDED.groups, counted = EXCLUDED.counted`,
    [event.data.projectID, next.groups, next.counted],
  );
  if (deltas.length === 0) return;
  await client.query(
    `UPDATE ${t('folders')} f SET projects = f.projects + d.delta
     FROM unnest($1::text[], $2::int[]) AS d(project_group_id, delta) WHERE f.project_group_id = d.project_group_id`,
    [deltas.map(([g]) => g), deltas.map(([, d]) => d)],
  );
};

export const applyFolderEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  if (isProjectFolderEvent(event)) return applyProjectEvent(client, t, event);
  switch (event.type) {
    case 'FolderCreated':
      await client.query(`INSERT INTO ${t('folders')} (project_group_id, name, status, created_on, projects) VALUES ($1, $2, $3, $4, ${countOf(t, '$1')})`, [
        event.data.projectGroupID,
        event.data.name,
        ProjectStatus.Active,
        event.metadata.time,
      ]);
      return;
    case 'FolderArchived':
      return update(client, t, event.data.projectGroupID, 'status = $2', ProjectStatus.Archived);
    case 'FolderDeleted':
      return update(client, t, event.data.projectGroupID, 'status = $2', ProjectStatus.Deleted);
    case 'FolderRevived':
      return update(client, t, event.data.projectGroupID, 'status = $2', ProjectStatus.Active);
    case 'FolderTrelloDataUpdated':
      return update(client, t, event.data.projectGroupID, 'trello = $2', JSON.stringify({ boards: event.data.boards }));
    default:
      return;
  }
};

export const foldersProjection: Projection = {
  name: ReadModels.folders,
  // 2: the project count is a column of the folder's row, kept from the project events.
  version: 2,
  tables: ['folders', 'folder_projects'],
  createTables: createFolderTables,
  // The batch's two sets; apply's switch handles the same folder types.
  eventTypes: [...PROJECT_FOLDER_TYPES, ...FOLDER_TYPES],
  apply: applyFolderEvent,
  applyBatch: applyFoldersBatch,
};
