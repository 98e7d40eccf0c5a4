// File and tag events into the asset library read model. A kit's file count follows its active links:
// a link of an active file counts, a deleted file's links stop counting (they stay, for history).
import { FileStatus, type AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

// Image exports are not part of the library's files (an export is a new stored file, not a version).
export type FileLibraryEvent = Exclude<Extract<AnyRecordedEvent, { type: `File${string}` | 'TagCreated' | 'ProjectRenamed' }>, { type: 'FileImageExported' }>;
export const FILE_TYPES = new Set([
  'FileUploaded',
  'FileRenamed',
  'FileDeleted',
  'FileVersionAdded',
  'FileLinkedToKit',
  'FileUnlinkedFromKit',
  'FileMovedToKit',
  'FileAddedToDirectory',
  'FileRemovedFromDirectory',
  'FileTagged',
  'FileUntagged',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'TagCreated',
  'ProjectRenamed',
]);
export const isFileEvent = (event: AnyRecordedEvent): event is FileLibraryEvent => FILE_TYPES.has(event.type);

const countIn = async (client: PoolClient, t: TableName, kitIDs: readonly string[], delta: number): Promise<void> => {
  if (kitIDs.length === 0) return;
  await client.query(
    `UPDATE ${t('asset_kits')} k SET file_count = k.file_count + $2 * d.n FROM (SELECT kit_id, count(*)::int AS n FROM unnest($1::text[]) AS u(kit_id) GROUP BY kit_id) d WHERE k.kit_id = d.kit_id`,
    [kitIDs, delta],
  );
};

const addLink = async (client: PoolClient, t: TableName, link: { fileID: string; kitID: string; linkID: string; directoryID: string | null; index: number | null }): Promise<void> => {
  const kf = t('asset_kit_files');
  // Without an index the file goes last in the kit's order.
  const { rows } = await client.query<{ active: boolean }>(
    `INSERT INTO ${kf} (link_id, kit_id, file_id, directory_id, idx, active)
     SELECT $1, $2, $3, $4, COALESCE($5, (SELECT max(idx) + 1 FROM ${kf} WHERE kit_id = $2), 0), f.status = ${FileStatus.Active}
     FROM ${t('asset_files')} f WHERE f.file_id = $3
     RETURNING active`,
    [link.linkID, link.kitID, link.fileID, link.directoryID, link.index],
  );
  if (rows.length === 0) throw new Error(`File ${link.fileID} is not in the read model`);
  if (rows[0]?.active) await countIn(client, t, [link.kitID], 1);
};

const removeLink = async (client: PoolClient, t: TableName, linkID: string): Promise<void> => {
  const { rows } = await client.query<{ kit_id: string; active: boolean }>(`DELETE FROM ${t('asset_kit_files')} WHERE link_id = $1 RETURNING kit_id, active`, [linkID]);
  await countIn(
    client,
    t,
    rows.filter((r) => r.active).map((r) => r.kit_id),
    -1,
  );
};

const touch = async (client: PoolClient, t: TableName, fileID: string, time: string, set = '', values: unknown[] = []): Promise<void> => {
  const result = await client.query(`UPDATE ${t('asset_files')} SET modified = $2${set ? `, ${set}` : ''} WHERE file_id = $1`, [fileID, time, ...values]);
  expectRow(result, `File ${fileID}`);
};

const setDirectory = async (client: PoolClient, t: TableName, linkID: string, directoryID: string | null): Promise<void> => {
  await client.query(`UPDATE ${t('asset_kit_files')} SET directory_id = $2 WHERE link_id = $1`, [linkID, directoryID]);
};

export const applyFileEvent = async (client: PoolClient, event: FileLibraryEvent, t: TableName): Promise<void> => {
  const time = event.metadata.time;
  switch (event.type) {
    case 'FileUploaded': {
      const d = event.data;
      const versions = [{ date: time, url: d.url, size: d.size, user: { name: d.userName } }];
      await client.query(
        `INSERT INTO ${t('asset_files')} (file_id, uuid, name, type, status, created_on, modified, seq, project_id, project_asset_type, url, size, user_id, user_name, versions)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          d.fileID,
          d.uuid,
          d.name,
          d.type,
          FileStatus.Active,
          time,
          event.position.globalPosition.toString(),
          d.projectID,
          d.projectAssetType,
          d.url,
          d.size,
          d.userID,
          d.userName,
          JSON.stringify(versions),
        ],
      );
      return;
    }
    case 'FileRenamed':
      return touch(client, t, event.data.fileID, time, 'name = $3', [event.data.name]);
    case 'FileDeleted': {
      await touch(client, t, event.data.fileID, time, 'status = $3', [FileStatus.Deleted]);
      const { rows } = await client.query<{ kit_id: string }>(`UPDATE ${t('asset_kit_files')} SET active = false WHERE file_id = $1 AND active RETURNING kit_id`, [event.data.fileID]);
      await countIn(
        client,
        t,
        rows.map((r) => r.kit_id),
        -1,
      );
      return;
    }
    case 'FileVersionAdded': {
      const { url, size, userName } = event.data;
      const version = JSON.stringify([{ date: time, url, size, user: { name: userName } }]);
      return touch(client, t, event.data.fileID, time, 'url = $3, size = $4, versions = $5::jsonb || versions', [url, size, version]);
    }
    case 'FileLinkedToKit':
      return addLink(client, t, event.data);
    case 'FileUnlinkedFromKit':
      return removeLink(client, t, event.data.linkID);
    case 'FileMovedToKit':
      await removeLink(client, t, event.data.removedLinkID);
      return addLink(client, t, { fileID: event.data.fileID, kitID: event.data.toKitID, linkID: event.data.linkID, directoryID: null, index: null });
    case 'FileAddedToDirectory':
      return setDirectory(client, t, event.data.linkID, event.data.directoryID);
    case 'FileRemovedFromDirectory':
      return setDirectory(client, t, event.data.linkID, null);
    case 'FileTagged':
      await client.query(`INSERT INTO ${t('asset_file_tags')} (file_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.fileID, event.data.tagID]);
      return;
    case 'FileUntagged':
      await client.query(`DELETE FROM ${t('asset_file_tags')} WHERE file_id = $1 AND tag_id = $2`, [event.data.fileID, event.data.tagID]);
      return;
    case 'FileLinkedToProject':
      await client.query(`INSERT INTO ${t('asset_file_projects')} (file_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.fileID, event.data.projectID]);
      await client.query(`INSERT INTO ${t('asset_project_names')} (project_id, name) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name`, [
        event.data.projectID,
        event.data.projectName,
      ]);
      return;
    case 'FileUnlinkedFromProject':
      await client.query(`DELETE FROM ${t('asset_file_projects')} WHERE file_id = $1 AND project_id = $2`, [event.data.fileID, event.data.projectID]);
      return;
    case 'TagCreated':
      await client.query(`INSERT INTO ${t('asset_tags')} (tag_id, name) VALUES ($1, $2)`, [event.data.tagID, event.data.name]);
      return;
    case 'ProjectRenamed':
      await client.query(`UPDATE ${t('asset_project_names')} SET name = $2 WHERE project_id = $1`, [event.data.projectID, event.data.name]);
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
