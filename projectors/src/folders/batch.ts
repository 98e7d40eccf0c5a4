// The folders projection applied set-based: the batch's folder and project events folded in memory over
// the rows they touch (read once), then written back with one statement per table. The rows are those
// apply() builds event by event (tested side by side); an event apply() would refuse makes this throw,
// and the runtime then applies the batch event by event and parks that event.
import { ProjectStatus, type AnyRecordedEvent, type FolderRow as StoredFolderRow } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { evolveMembership, isProjectFolderEvent, type Membership } from './membership';
import { countOf } from './tables';

type FolderEvent = Extract<AnyRecordedEvent, { type: 'FolderCreated' | 'FolderArchived' | 'FolderDeleted' | 'FolderRevived' | 'FolderTrelloDataUpdated' }>;

export const FOLDER_TYPES = new Set<string>(['FolderCreated', 'FolderArchived', 'FolderDeleted', 'FolderRevived', 'FolderTrelloDataUpdated']);
const isFolderEvent = (event: AnyRecordedEvent): event is FolderEvent => FOLDER_TYPES.has(event.type);

/** A folder the batch creates carries its time as the event's ISO text until it is written. */
type FolderRow = Omit<StoredFolderRow, 'created_on'> & { created_on: Date | string };

const loadMemberships = async (client: PoolClient, t: TableName, ids: readonly string[]): Promise<Map<string, Membership>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<Membership & { project_id: string }>(`SELECT project_id, groups, counted FROM ${t('folder_projects')} WHERE project_id = ANY($1)`, [ids]);
  return new Map(rows.map((r) => [r.project_id, { groups: r.groups, counted: r.counted }]));
};

const loadFolders = async (client: PoolClient, t: TableName, ids: readonly string[]): Promise<Map<string, FolderRow>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<FolderRow>(`SELECT * FROM ${t('folders')} WHERE project_group_id = ANY($1)`, [ids]);
  return new Map(rows.map((r) => [r.project_group_id, r]));
};

const foldFolder = (folders: Map<string, FolderRow>, created: Set<string>, event: FolderEvent): void => {
  const id = event.data.projectGroupID;
  const row = folders.get(id);
  if (event.type === 'FolderCreated') {
    if (row) throw new Error(`Folder ${id} is already in the read model`);
    folders.set(id, { project_group_id: id, name: event.data.name, status: ProjectStatus.Active, created_on: event.metadata.time, trello: { boards: [] }, projects: 0 });
    created.add(id);
    return;
  }
  if (!row) throw new Error(`Folder ${id} is not in the read model`);
  switch (event.type) {
    case 'FolderArchived':
      row.status = ProjectStatus.Archived;
      return;
    case 'FolderDeleted':
      row.status = ProjectStatus.Deleted;
      return;
    case 'FolderRevived':
      row.status = ProjectStatus.Active;
      return;
    case 'FolderTrelloDataUpdated':
      row.trello = { boards: event.data.boards };
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const applyFoldersBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const projectEvents = events.filter(isProjectFolderEvent);
  const folderEvents = events.filter(isFolderEvent);
  if (projectEvents.length === 0 && folderEvents.length === 0) return;

  const memberships = await loadMemberships(client, t, [...new Set(projectEvents.map((e) => e.data.projectID))]);
  const changedProjects = new Set<string>();
  const deltas = new Map<string, number>();
  for (const event of projectEvents) {
    const { next, deltas: eventDeltas } = evolveMembership(memberships.get(event.data.projectID), event);
    memberships.set(event.data.projectID, next);
    changedProjects.add(event.data.projectID);
    for (const [group, delta] of eventDeltas) deltas.set(group, (deltas.get(group) ?? 0) + delta);
  }

  // A folder's count equals its counted memberships after every event, whatever the order: folders that
  // existed before the batch take the sum of their changes, folders created in it are counted at the end.
  const folders = await loadFolders(client, t, [...new Set([...folderEvents.map((e) => e.data.projectGroupID), ...deltas.keys()])]);
  for (const [id, row] of folders) row.projects += deltas.get(id) ?? 0;
  const created = new Set<string>();
  for (const event of folderEvents) foldFolder(folders, created, event);

  if (changedProjects.size) {
    await client.query(
      `INSERT INTO ${t('folder_projects')} (project_id, groups, counted)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, groups text[], counted boolean)
       ON CONFLICT (project_id) DO UPDATE SET groups = EXCLUDED.groups, counted = EXCLUDED.counted`,
      [JSON.stringify([...changedProjects].map((id) => ({ project_id: id, ...memberships.get(id) })))],
    );
  }
  if (folders.size) {
    await client.query(
      `INSERT INTO ${t('folders')} (project_group_id, name, status, created_on, trello, projects)
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS x(project_group_id text, name text, status smallint, created_on timestamptz, trello jsonb, projects integer)
       ON CONFLICT (project_group_id) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, trello = EXCLUDED.trello, projects = EXCLUDED.projects`,
      [JSON.stringify([...folders.values()])],
    );
  }
  if (created.size) {
    await client.query(`UPDATE ${t('folders')} f SET projects = ${countOf(t, 'f.project_group_id')} WHERE project_group_id = ANY($1)`, [[...created]]);
  }
};
