// The projectFiles read model (spec 002 section 3, "File (review)"): every file with its versions (1,
// then one more per version added), the projects it is in, whether the asset library's kits hold it,
// and for a project's video for review the media of each version (probing until the video media
// reactor reports it). Projects are followed from their own events, so a query tells a project that
// does not exist from one with no files without reading another read model.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyProjectFilesBatch } from './batch';
import { VIDEO_EXTENSIONS } from './videoExtensions';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('project_file_projects')} (project_id ${KEY_TEXT} PRIMARY KEY);
    ${createTable(persistence)} IF NOT EXISTS ${t('project_files')} (
      file_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL,
      extension text NOT NULL,
      project_asset_type text,
      -- Uploaded to a project for review (/project/addFile without an asset type): its videos are probed.
      for_review boolean NOT NULL,
      user_name text NOT NULL,
      kit_links integer NOT NULL DEFAULT 0,
      deleted boolean NOT NULL DEFAULT false,
      svg_stats jsonb,
      created_on timestamptz NOT NULL
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_file_links')} (
      project_id ${KEY_TEXT} NOT NULL,
      file_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (project_id, file_id)
    );
    CREATE INDEX IF NOT EXISTS ${t('project_file_links')}_file ON ${t('project_file_links')} (file_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('project_file_versions')} (
      file_id ${KEY_TEXT} NOT NULL,
      version integer NOT NULL,
      url text NOT NULL,
      size bigint NOT NULL,
      created_on timestamptz NOT NULL,
      PRIMARY KEY (file_id, version)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_file_media')} (
      file_id ${KEY_TEXT} NOT NULL,
      version integer NOT NULL,
      state text NOT NULL,
      duration_ms double precision,
      frame_rate double precision,
      width integer,
      height integer,
      playable boolean NOT NULL DEFAULT false,
      proxy_url text,
      poster_url text,
      PRIMARY KEY (file_id, version)
    );
  `);
};

const EVENT_TYPES: readonly string[] = [
  'ProjectCreated',
  'ProjectDeleted',
  'FileUploaded',
  'FileVersionAdded',
  'FileRenamed',
  'FileDeleted',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'FileLinkedToKit',
  'FileUnlinkedFromKit',
  'VideoProbed',
  'VideoProxyReady',
  'VideoMediaFailed',
  'SvgMetaAdded',
];

/** A video for review starts its version's media as processing; the reactor's report settles it. */
const startMedia = async (client: PoolClient, t: TableName, fileID: string, version: number | null): Promise<void> => {
  await client.query(
    `INSERT INTO ${t('project_file_media')} (file_id, version, state)
     SELECT f.file_id, coalesce($2::integer, (SELECT max(version) FROM ${t('project_file_versions')} WHERE file_id = f.file_id)), 'processing'
     FROM ${t('project_files')} f WHERE f.file_id = $1 AND f.for_review AND $3::text[] @> ARRAY[f.extension]
     ON CONFLICT DO NOTHING`,
    [fileID, version, VIDEO_EXTENSIONS],
  );
};

const applyFileEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const files = t('project_files');
  const versions = t('project_file_versions');
  const time = event.metadata.time;
  switch (event.type) {
    case 'FileUploaded': {
      const d = event.data;
      const forReview = d.projectID !== null && d.projectAssetType === null;
      await client.query(`INSERT INTO ${files} (file_id, name, extension, project_asset_type, for_review, user_name, created_on) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`, [
        d.fileID,
        d.name,
        d.type.toLowerCase(),
        d.projectAssetType,
        forReview,
        d.userName,
        time,
      ]);
      await client.query(`INSERT INTO ${versions} (file_id, version, url, size, created_on) VALUES ($1, 1, $2, $3, $4) ON CONFLICT DO NOTHING`, [d.fileID, d.url, d.size, time]);
      return startMedia(client, t, d.fileID, 1);
    }
    case 'FileVersionAdded': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${versions} (file_id, version, url, size, created_on)
         SELECT $1, coalesce(max(version), 0) + 1, $2, $3, $4 FROM ${versions} WHERE file_id = $1`,
        [d.fileID, d.url, d.size, time],
      );
      return startMedia(client, t, d.fileID, null);
    }
    case 'FileRenamed':
      await client.query(`UPDATE ${files} SET name = $2 WHERE file_id = $1`, [event.data.fileID, event.data.name]);
      return;
    case 'FileDeleted':
      await client.query(`UPDATE ${files} SET deleted = true WHERE file_id = $1`, [event.data.fileID]);
      return;
    case 'FileLinkedToProject':
      await client.query(`INSERT INTO ${t('project_file_links')} (project_id, file_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.projectID, event.data.fileID]);
      return;
    case 'FileUnlinkedFromProject':
      await client.query(`DELETE FROM ${t('project_file_links')} WHERE project_id = $1 AND file_id = $2`, [event.data.projectID, event.data.fileID]);
      return;
    case 'FileLinkedToKit':
      await client.query(`UPDATE ${files} SET kit_links = kit_links + 1 WHERE file_id = $1`, [event.data.fileID]);
      return;
    case 'FileUnlinkedFromKit':
      await client.query(`UPDATE ${files} SET kit_links = greatest(kit_links - 1, 0) WHERE file_id = $1`, [event.data.fileID]);
      return;
    default:
      return;
  }
};

const applyMediaEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const media = t('project_file_media');
  switch (event.type) {
    case 'VideoProbed': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${media} (file_id, version, state, duration_ms, frame_rate, width, height, playable) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (file_id, version) DO UPDATE SET state = CASE WHEN ${media}.state = 'processing' THEN EXCLUDED.state ELSE ${media}.state END,
           duration_ms = EXCLUDED.duration_ms, frame_rate = EXCLUDED.frame_rate, width = EXCLUDED.width, height = EXCLUDED.height, playable = EXCLUDED.playable`,
        [d.fileID, d.version, d.playable ? 'ready' : 'processing', d.durationMs, d.frameRate, d.width, d.height, d.playable],
      );
      return;
    }
    case 'VideoProxyReady': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${media} (file_id, version, state, proxy_url, poster_url) VALUES ($1, $2, 'ready', $3, $4)
         ON CONFLICT (file_id, version) DO UPDATE SET state = 'ready', proxy_url = EXCLUDED.proxy_url, poster_url = EXCLUDED.poster_url`,
        [d.fileID, d.version, d.proxyUrl, d.posterUrl],
      );
      return;
    }
    case 'VideoMediaFailed':
      await client.query(`INSERT INTO ${media} (file_id, version, state) VALUES ($1, $2, 'failed') ON CONFLICT (file_id, version) DO UPDATE SET state = 'failed'`, [
        event.data.fileID,
        event.data.version,
      ]);
      return;
    case 'SvgMetaAdded':
      await client.query(`UPDATE ${t('project_files')} SET svg_stats = $2::jsonb WHERE file_id = $1`, [event.data.fileID, JSON.stringify(event.data.stats)]);
      return;
    default:
      return applyFileEvent(client, event, t);
  }
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ProjectCreated':
      await client.query(`INSERT INTO ${t('project_file_projects')} (project_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.data.projectID]);
      return;
    case 'ProjectDeleted':
      await client.query(`DELETE FROM ${t('project_file_projects')} WHERE project_id = $1`, [event.data.projectID]);
      return;
    default:
      return applyMediaEvent(client, event, t);
  }
};

export const projectFilesProjection: Projection = {
  name: ReadModels.projectFiles,
  version: 1,
  tables: ['project_file_projects', 'project_files', 'project_file_links', 'project_file_versions', 'project_file_media'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applyProjectFilesBatch(client, events, t, apply),
};
