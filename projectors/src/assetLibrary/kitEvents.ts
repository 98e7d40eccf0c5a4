// Kit and directory events into the asset library read model.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

export type KitLibraryEvent = Extract<AnyRecordedEvent, { type: `Kit${string}` | `Directory${string}` }>;
export const KIT_TYPES = new Set(['KitCreated', 'KitDeleted', 'KitVisibilityChanged', 'KitThumbnailChanged', 'KitFilesReordered', 'DirectoryCreated', 'DirectoryRenamed', 'DirectoryDeleted']);
export const isKitEvent = (event: AnyRecordedEvent): event is KitLibraryEvent => KIT_TYPES.has(event.type);

const setKit = async (client: PoolClient, t: TableName, kitID: string, set: string, value: unknown): Promise<void> => {
  expectRow(await client.query(`UPDATE ${t('asset_kits')} SET ${set} WHERE kit_id = $1`, [kitID, value]), `Kit ${kitID}`);
};

/** The kit's files in the given order first, then the others in their order, numbered from 0. */
const reorder = async (client: PoolClient, t: TableName, kitID: string, fileIDs: readonly string[]): Promise<void> => {
  const kf = t('asset_kit_files');
  await client.query(
    `UPDATE ${kf} k SET idx = s.new_idx FROM (
       SELECT f.link_id, CASE WHEN g.ord IS NOT NULL THEN g.ord - 1 ELSE $3 + row_number() OVER (ORDER BY f.idx, f.link_id) END AS new_idx
       FROM ${kf} f LEFT JOIN unnest($2::text[]) WITH ORDINALITY AS g(file_id, ord) ON g.file_id = f.file_id
       WHERE f.kit_id = $1) s
     WHERE k.link_id = s.link_id`,
    [kitID, fileIDs, fileIDs.length],
  );
};

export const applyKitEvent = async (client: PoolClient, event: KitLibraryEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'KitCreated': {
      const { kitID, name, slug, rootDirectoryID, visibility } = event.data;
      await client.query(`INSERT INTO ${t('asset_kits')} (kit_id, name, slug, root_directory_id, visibility, created_on) VALUES ($1, $2, $3, $4, $5, $6)`, [
        kitID,
        name,
        slug,
        rootDirectoryID,
        visibility,
        event.metadata.time,
      ]);
      await client.query(`INSERT INTO ${t('asset_directories')} (directory_id, kit_id, name, parent_id) VALUES ($1, $2, $3, NULL)`, [rootDirectoryID, kitID, name]);
      return;
    }
    case 'KitDeleted':
      return setKit(client, t, event.data.kitID, 'deleted = $2', true);
    case 'KitVisibilityChanged':
      return setKit(client, t, event.data.kitID, 'visibility = $2', event.data.visibility);
    case 'KitThumbnailChanged':
      return setKit(client, t, event.data.kitID, 'thumbnail = $2', event.data.thumbnail);
    case 'KitFilesReordered':
      return reorder(client, t, event.data.kitID, event.data.fileIDs);
    case 'DirectoryCreated': {
      const { directoryID, kitID, name, parentID } = event.data;
      await client.query(`INSERT INTO ${t('asset_directories')} (directory_id, kit_id, name, parent_id) VALUES ($1, $2, $3, $4)`, [directoryID, kitID, name, parentID]);
      return;
    }
    case 'DirectoryRenamed':
      expectRow(await client.query(`UPDATE ${t('asset_directories')} SET name = $2 WHERE directory_id = $1`, [event.data.directoryID, event.data.name]), 'Directory');
      return;
    case 'DirectoryDeleted': {
      const removed = event.data.removedDirectoryIDs;
      await client.query(`DELETE FROM ${t('asset_directories')} WHERE directory_id = ANY($1)`, [removed]);
      // Their files stay in the kit, in no directory.
      await client.query(`UPDATE ${t('asset_kit_files')} SET directory_id = NULL WHERE kit_id = $1 AND directory_id = ANY($2)`, [event.data.kitID, removed]);
      return;
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
