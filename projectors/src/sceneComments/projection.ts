// The sceneComments read model (spec 002 section 3, "Comment (scene)"): every comment of a live scene in
// the order it was recorded, with its drawn shapes, mentions, state (who resolved it and when) and the
// names of authors and resolvers copied from the users' events. It keeps which scenes are live from the
// scenes' own events, so a deleted scene's comments go with it (their events stay in history) and a
// query reads only these tables.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { deleteCommentRows, resolveCommentRow, updateCommentRowText, upsertAuthorRow } from '../shared/commentThreadRows';
import { applySceneCommentsBatch } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const comments = t('scene_comments');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('scene_comment_scenes')} (scene_id ${KEY_TEXT} PRIMARY KEY);
    ${createTable(persistence)} IF NOT EXISTS ${comments} (
      comment_id ${KEY_TEXT} PRIMARY KEY,
      scene_id ${KEY_TEXT} NOT NULL,
      -- The order comments were recorded in: rows are inserted in the order of the log.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      user_id integer NOT NULL,
      text text NOT NULL,
      timestamp double precision,
      parent_comment_id ${KEY_TEXT},
      reply_to_comment_id ${KEY_TEXT},
      annotations jsonb NOT NULL,
      mentioned_user_ids jsonb NOT NULL,
      anonymous boolean NOT NULL,
      scene_version integer,
      -- Who resolved it and when; null while open.
      resolved_by integer,
      resolved_on timestamptz,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${comments}_scene ON ${comments} (scene_id, seq);
    ${createTable(persistence)} IF NOT EXISTS ${t('scene_comment_authors')} (user_id integer PRIMARY KEY, given_name text NOT NULL, family_name text NOT NULL);
  `);
};

const EVENT_TYPES: readonly string[] = ['SceneCreated', 'SceneDeleted', 'SceneCommentAdded', 'SceneCommentResolved', 'SceneCommentTextUpdated', 'SceneCommentsDeleted', 'UserAdded'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const comments = t('scene_comments');
  switch (event.type) {
    case 'SceneCreated':
      await client.query(`INSERT INTO ${t('scene_comment_scenes')} (scene_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.data.sceneID]);
      return;
    case 'SceneDeleted':
      await client.query(`DELETE FROM ${comments} WHERE scene_id = $1`, [event.data.sceneID]);
      await client.query(`DELETE FROM ${t('scene_comment_scenes')} WHERE scene_id = $1`, [event.data.sceneID]);
      return;
    case 'SceneCommentAdded': {
      const d = event.data;
      // A comment decided while its scene was being deleted is kept out: the scene's comments went with it.
      await client.query(
        `INSERT INTO ${comments} (comment_id, scene_id, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, mentioned_user_ids, anonymous, scene_version, created_on)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12 WHERE EXISTS (SELECT 1 FROM ${t('scene_comment_scenes')} WHERE scene_id = $2)`,
        [
          d.commentID,
          d.sceneID,
          d.userID,
          d.text,
          d.timestamp,
          d.parentCommentID,
          d.replyToCommentID,
          JSON.stringify(d.annotations),
          JSON.stringify(d.mentionedUserIDs),
          d.anonymous,
          d.sceneVersion,
          event.metadata.time,
        ],
      );
      return;
    }
    case 'SceneCommentResolved':
      await resolveCommentRow(client, comments, event.data, event.metadata.time);
      return;
    case 'SceneCommentTextUpdated':
      await updateCommentRowText(client, comments, event.data);
      return;
    case 'SceneCommentsDeleted':
      await deleteCommentRows(client, comments, event.data.commentIDs);
      return;
    case 'UserAdded':
      await upsertAuthorRow(client, t('scene_comment_authors'), event.data);
      return;
    default:
      return;
  }
};

export const sceneCommentsProjection: Projection = {
  name: ReadModels.sceneComments,
  // 2: mentions, anonymity, the scene's version and the resolved state.
  version: 2,
  tables: ['scene_comment_scenes', 'scene_comments', 'scene_comment_authors'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applySceneCommentsBatch(client, events, t, apply),
};
