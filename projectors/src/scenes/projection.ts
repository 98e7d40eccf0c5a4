// The scenes read model (spec 002 section 3, "Scene"): one card per live scene, with its project
// (copied from its own events, so a project's dashboard is one indexed read), labels, thumbnail and
// the key of its current document; and one row per saved version for the editor's Versions list.
// A deleted scene's card and versions are removed (its events stay in history).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyScenesBatch } from './batch';
import { applyCommentEvent, COMMENT_EVENT_TYPES, COMMENT_TABLE, createCommentTable } from './commentCounts';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const scenes = t('scenes');
  const versions = t('scene_versions');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${scenes} (
      scene_id text PRIMARY KEY,
      project_id text NOT NULL,
      name text NOT NULL,
      duration double precision NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      s3_key text NOT NULL DEFAULT '',
      document_version integer NOT NULL DEFAULT 0,
      notes text NOT NULL DEFAULT '',
      thumbnail text NOT NULL DEFAULT '',
      labels jsonb NOT NULL DEFAULT '[]'::jsonb,
      saved_on timestamptz,
      modified timestamptz NOT NULL,
      created_on timestamptz NOT NULL,
      open_comments integer NOT NULL DEFAULT 0,
      comments integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS ${scenes}_project ON ${scenes} (project_id, lower(name), scene_id);
    ${createTable(persistence)} IF NOT EXISTS ${versions} (
      scene_id text NOT NULL,
      version integer NOT NULL,
      key text NOT NULL,
      hash text NOT NULL,
      bytes integer NOT NULL,
      element_count integer NOT NULL,
      duration double precision NOT NULL,
      user_id integer,
      user_name text NOT NULL,
      restored_from integer,
      saved_on timestamptz NOT NULL,
      PRIMARY KEY (scene_id, version)
    );
    ${createCommentTable(t, persistence)}
  `);
};

/** Updates the scene's card (and its modified time); the card must be there. */
const updateCard = async (client: PoolClient, t: TableName, event: AnyRecordedEvent & { data: { sceneID: string } }, set: string, values: unknown[]) => {
  const result = await client.query(`UPDATE ${t('scenes')} SET ${set}, modified = $2 WHERE scene_id = $1`, [event.data.sceneID, event.metadata.time, ...values]);
  expectRow(result, `Scene ${event.data.sceneID}`);
};

/** The types the switch below handles (projection.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = [
  'SceneCreated',
  'SceneRenamed',
  'SceneDurationChanged',
  'SceneThumbnailChanged',
  'SceneNotesChanged',
  'SceneLabelAdded',
  'SceneLabelRemoved',
  'SceneDeleted',
  'SceneKeyChanged',
  'SceneDocumentSaved',
  ...COMMENT_EVENT_TYPES,
];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  if (await applyCommentEvent(client, event, t)) return;
  switch (event.type) {
    case 'SceneCreated': {
      const d = event.data;
      await client.query(`INSERT INTO ${t('scenes')} (scene_id, project_id, name, duration, width, height, modified, created_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`, [
        d.sceneID,
        d.projectID,
        d.name,
        d.duration,
        d.width,
        d.height,
        event.metadata.time,
      ]);
      return;
    }
    case 'SceneRenamed':
      return updateCard(client, t, event, 'name = $3', [event.data.name]);
    case 'SceneDurationChanged':
      return updateCard(client, t, event, 'duration = $3', [event.data.duration]);
    case 'SceneThumbnailChanged':
      return updateCard(client, t, event, 'thumbnail = $3', [event.data.thumbnail]);
    case 'SceneNotesChanged':
      return updateCard(client, t, event, 'notes = $3', [event.data.text]);
    case 'SceneLabelAdded':
      return updateCard(client, t, event, 'labels = labels || to_jsonb($3::text)', [event.data.labelID]);
    case 'SceneLabelRemoved':
      return updateCard(client, t, event, 'labels = labels - $3::text', [event.data.labelID]);
    case 'SceneDeleted':
      await client.query(`DELETE FROM ${t('scene_versions')} WHERE scene_id = $1`, [event.data.sceneID]);
      await client.query(`DELETE FROM ${t(COMMENT_TABLE)} WHERE scene_id = $1`, [event.data.sceneID]);
      expectRow(await client.query(`DELETE FROM ${t('scenes')} WHERE scene_id = $1`, [event.data.sceneID]), `Scene ${event.data.sceneID}`);
      return;
    case 'SceneKeyChanged': {
      // The stored version becomes current: its number and duration with it (the decider accepts only a key of the scene's versions).
      const result = await client.query(
        `UPDATE ${t('scenes')} s SET s3_key = v.key, document_version = v.version, duration = v.duration, modified = $3
         FROM ${t('scene_versions')} v WHERE s.scene_id = $1 AND v.scene_id = $1 AND v.key = $2`,
        [event.data.sceneID, event.data.s3Key, event.metadata.time],
      );
      return expectRow(result, `Scene ${event.data.sceneID} version ${event.data.s3Key}`);
    }
    case 'SceneDocumentSaved': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${t('scene_versions')} (scene_id, version, key, hash, bytes, element_count, duration, user_id, user_name, restored_from, saved_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [d.sceneID, d.version, d.key, d.hash, d.bytes, d.elementCount, d.duration, d.userID, d.userName, d.restoredFrom, event.metadata.time],
      );
      return updateCard(client, t, event, 's3_key = $3, document_version = $4, duration = $5, saved_on = $2', [d.key, d.version, d.duration]);
    }
    default:
      return;
  }
};

export const scenesProjection: Projection = {
  name: ReadModels.scenes,
  // 2: comment counts from review's events.
  version: 2,
  tables: ['scenes', 'scene_versions', COMMENT_TABLE],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyScenesBatch,
};
