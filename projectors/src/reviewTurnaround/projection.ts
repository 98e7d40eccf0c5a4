// The reviewTurnaround read model (issue 21): per project per month, how long review comments took to
// be resolved and how many review rounds its scenes went through. It follows only events that existed
// before it (comments, scenes, projects), so deployed it computes itself over all of history.
// Only top-level comments count: they are what is resolved; replies are the discussion of one.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import type { Source } from './fold';
import { applyReviewTurnaroundBatch } from './batch';
import { createReviewTurnaroundTables, REVIEW_TURNAROUND_TABLES } from './tables';

const EVENT_TYPES: readonly string[] = [
  'ProjectCreated',
  'ProjectRenamed',
  'SceneCreated',
  'SceneDocumentSaved',
  'SceneCommentAdded',
  'SceneCommentResolved',
  'SceneCommentsDeleted',
  'CommentAdded',
  'CommentResolved',
  'CommentsDeleted',
];

const MONTH_OF = `to_char($4::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM')`;

/** A scene's top-level comment: the first after a saved version (or the first ever) begins a round. */
const addSceneComment = (client: PoolClient, t: TableName, commentID: string, sceneID: string, time: string) =>
  client.query(
    `WITH s AS (
       UPDATE ${t('review_turnaround_scenes')} SET round = round + CASE WHEN revised THEN 1 ELSE 0 END, revised = false
       WHERE scene_id = $2 RETURNING project_id, round
     )
     INSERT INTO ${t('review_turnaround_comments')} (source, comment_id, project_id, scene_id, round, month, created_on)
     SELECT $3, $1, s.project_id, $2, s.round, ${MONTH_OF}, $4::timestamptz FROM s ON CONFLICT DO NOTHING`,
    [commentID, sceneID, 'scene', time],
  );

const addFileComment = (client: PoolClient, t: TableName, commentID: string, projectID: string, time: string) =>
  client.query(
    `INSERT INTO ${t('review_turnaround_comments')} (source, comment_id, project_id, month, created_on)
     VALUES ($3, $1, $2, ${MONTH_OF}, $4::timestamptz) ON CONFLICT DO NOTHING`,
    [commentID, projectID, 'file', time],
  );

/** Resolved: the time of this resolution (a later one replaces it); opened again: open. */
const resolve = (client: PoolClient, t: TableName, source: Source, commentID: string, resolved: boolean, time: string) =>
  client.query(
    `UPDATE ${t('review_turnaround_comments')}
     SET resolved_on = CASE WHEN $3 THEN $4::timestamptz END,
         hours = CASE WHEN $3 THEN extract(epoch FROM $4::timestamptz - created_on)::double precision / 3600 END
     WHERE source = $1 AND comment_id = $2`,
    [source, commentID, resolved, time],
  );

const remove = (client: PoolClient, t: TableName, source: Source, commentIDs: readonly string[]) =>
  client.query(`DELETE FROM ${t('review_turnaround_comments')} WHERE source = $1 AND comment_id = ANY($2::text[])`, [source, commentIDs]);

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const time = event.metadata.time;
  switch (event.type) {
    case 'ProjectCreated':
    case 'ProjectRenamed':
      await client.query(`INSERT INTO ${t('review_turnaround_projects')} (project_id, name) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET name = $2`, [event.data.projectID, event.data.name]);
      return;
    case 'SceneCreated':
      await client.query(`INSERT INTO ${t('review_turnaround_scenes')} (scene_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.data.sceneID, event.data.projectID]);
      return;
    case 'SceneDocumentSaved':
      await client.query(`UPDATE ${t('review_turnaround_scenes')} SET revised = true WHERE scene_id = $1`, [event.data.sceneID]);
      return;
    case 'SceneCommentAdded':
      if (event.data.parentCommentID === null) await addSceneComment(client, t, event.data.commentID, event.data.sceneID, time);
      return;
    case 'CommentAdded':
      if (event.data.parentCommentID === null) await addFileComment(client, t, event.data.commentID, event.data.projectID, time);
      return;
    case 'SceneCommentResolved':
      await resolve(client, t, 'scene', event.data.commentID, event.data.resolved, time);
      return;
    case 'CommentResolved':
      await resolve(client, t, 'file', event.data.commentID, event.data.resolved, time);
      return;
    case 'SceneCommentsDeleted':
      await remove(client, t, 'scene', event.data.commentIDs);
      return;
    case 'CommentsDeleted':
      await remove(client, t, 'file', event.data.commentIDs);
      return;
    default:
      return;
  }
};

export const reviewTurnaroundProjection: Projection = {
  name: ReadModels.reviewTurnaround,
  version: 1,
  tables: REVIEW_TURNAROUND_TABLES,
  createTables: createReviewTurnaroundTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyReviewTurnaroundBatch,
};
