// Who holds each stored file, for the blob GET's access rule (query-api/src/blobHolders): one row per
// (key, holder), plus what decides a holding's readers and that changes after it is made: whether a
// kit is public (public-read and not deleted), which kits and projects a file is in, whether it was
// deleted; and each user's downloads of the day, which the same GET enforces. A key no event names is
// an upload not yet attached to anything (its uploader's alone).
import { KitVisibility, ReadModels, type AnyRecordedEvent, type BlobHolderKind } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyBlobHoldersBatch } from './batch';
import { holdingOf } from './holdings';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const holders = t('blob_holders');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${holders} (
      key ${KEY_TEXT} NOT NULL,
      holder text NOT NULL,
      holder_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (key, holder, holder_id)
    );
    CREATE INDEX IF NOT EXISTS ${holders}_holder ON ${holders} (holder, holder_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('blob_holder_kits')} (kit_id ${KEY_TEXT} PRIMARY KEY, visibility text NOT NULL, deleted boolean NOT NULL DEFAULT false);
    ${createTable(persistence)} IF NOT EXISTS ${t('blob_holder_deleted_files')} (file_id ${KEY_TEXT} PRIMARY KEY);
    ${createTable(persistence)} IF NOT EXISTS ${t('blob_holder_file_kits')} (file_id ${KEY_TEXT} NOT NULL, kit_id ${KEY_TEXT} NOT NULL, PRIMARY KEY (file_id, kit_id));
    ${createTable(persistence)} IF NOT EXISTS ${t('blob_holder_file_projects')} (file_id ${KEY_TEXT} NOT NULL, project_id ${KEY_TEXT} NOT NULL, PRIMARY KEY (file_id, project_id));
    ${createTable(persistence)} IF NOT EXISTS ${t('blob_daily_downloads')} (user_id integer NOT NULL, day text NOT NULL, downloads integer NOT NULL, PRIMARY KEY (user_id, day));
  `);
};

const hold = async (client: PoolClient, t: TableName, kind: BlobHolderKind, holderID: string, keys: readonly (string | null)[]): Promise<void> => {
  const held = keys.filter((key): key is string => key !== null);
  if (held.length === 0) return;
  await client.query(`INSERT INTO ${t('blob_holders')} (key, holder, holder_id) SELECT k, $2, $3 FROM unnest($1::text[]) AS k ON CONFLICT DO NOTHING`, [held, kind, holderID]);
};

/** The holder's files are now these and no others (a new avatar: the old one is no longer shown). */
const replace = async (client: PoolClient, t: TableName, kind: BlobHolderKind, holderID: string, keys: readonly (string | null)[]): Promise<void> => {
  await client.query(`DELETE FROM ${t('blob_holders')} WHERE holder = $1 AND holder_id = $2`, [kind, holderID]);
  await hold(client, t, kind, holderID, keys);
};

/** A kit's visibility or deletion; a kit first seen by such an event (made before its KitCreated was kept) starts internal. */
const setKit = async (client: PoolClient, t: TableName, kitID: string, change: { visibility: string } | { deleted: true }): Promise<void> => {
  const visibility = 'visibility' in change ? change.visibility : KitVisibility.internal;
  const set = 'visibility' in change ? 'visibility = EXCLUDED.visibility' : 'deleted = true';
  await client.query(`INSERT INTO ${t('blob_holder_kits')} (kit_id, visibility, deleted) VALUES ($1, $2, $3) ON CONFLICT (kit_id) DO UPDATE SET ${set}`, [
    kitID,
    visibility,
    !('visibility' in change),
  ]);
};

/** The types the switch below handles (eventTypes.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = [
  'KitCreated',
  'KitVisibilityChanged',
  'KitDeleted',
  'KitThumbnailChanged',
  'FileUploaded',
  'FileVersionAdded',
  'FileImageExported',
  'VideoProxyReady',
  'FileDeleted',
  'FileLinkedToKit',
  'FileUnlinkedFromKit',
  'FileMovedToKit',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'WordAdded',
  'WordUpdated',
  'WordDeleted',
  'UserAvatarChanged',
  'ResourceCreated',
  'ResourceUpdated',
  'ResourceDeleted',
  'SceneCreated',
  'SceneThumbnailChanged',
  'SceneNotesChanged',
  'SceneDocumentSaved',
  'DownloadsRecorded',
];

const applyFileEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const fileKits = t('blob_holder_file_kits');
  switch (event.type) {
    case 'FileDeleted':
      await client.query(`INSERT INTO ${t('blob_holder_deleted_files')} (file_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.data.fileID]);
      return;
    case 'FileLinkedToKit':
      await client.query(`INSERT INTO ${fileKits} (file_id, kit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.fileID, event.data.kitID]);
      return;
    case 'FileUnlinkedFromKit':
      await client.query(`DELETE FROM ${fileKits} WHERE file_id = $1 AND kit_id = $2`, [event.data.fileID, event.data.kitID]);
      return;
    case 'FileMovedToKit':
      await client.query(`DELETE FROM ${fileKits} WHERE file_id = $1 AND kit_id = $2`, [event.data.fileID, event.data.fromKitID]);
      await client.query(`INSERT INTO ${fileKits} (file_id, kit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.fileID, event.data.toKitID]);
      return;
    case 'FileLinkedToProject':
      await client.query(`INSERT INTO ${t('blob_holder_file_projects')} (file_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.fileID, event.data.projectID]);
      return;
    case 'FileUnlinkedFromProject':
      await client.query(`DELETE FROM ${t('blob_holder_file_projects')} WHERE file_id = $1 AND project_id = $2`, [event.data.fileID, event.data.projectID]);
      return;
    default:
      return;
  }
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const holding = holdingOf(event);
  if (holding) return holding.replace ? replace(client, t, holding.kind, holding.holderID, holding.keys) : hold(client, t, holding.kind, holding.holderID, holding.keys);
  switch (event.type) {
    case 'KitCreated':
      await client.query(`INSERT INTO ${t('blob_holder_kits')} (kit_id, visibility) VALUES ($1, $2) ON CONFLICT (kit_id) DO UPDATE SET visibility = $2, deleted = false`, [
        event.data.kitID,
        event.data.visibility,
      ]);
      return;
    case 'KitVisibilityChanged':
      return setKit(client, t, event.data.kitID, { visibility: event.data.visibility });
    case 'KitDeleted':
      return setKit(client, t, event.data.kitID, { deleted: true });
    case 'DownloadsRecorded':
      await client.query(
        `INSERT INTO ${t('blob_daily_downloads')} (user_id, day, downloads) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, day) DO UPDATE SET downloads = ${t('blob_daily_downloads')}.downloads + $3`,
        [event.data.userID, event.data.day, event.data.fileTypes.length],
      );
      return;
    default:
      return applyFileEvent(client, event, t);
  }
};

export const blobHoldersProjection: Projection = {
  name: ReadModels.blobHolders,
  version: 1,
  tables: ['blob_holders', 'blob_holder_kits', 'blob_holder_deleted_files', 'blob_holder_file_kits', 'blob_holder_file_projects', 'blob_daily_downloads'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applyBlobHoldersBatch(client, events, t, apply),
};
