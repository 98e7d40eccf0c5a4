// The scene cards' comment counts (the Scene model's openComments and comments), projected from review's
// events: the scenes read model keeps one row per live comment (top-level or reply, open or resolved)
// and counts them into the card after each change, so the counts never drift from the comments.
import type { AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const COMMENT_TABLE = 'scene_card_comments';

export const createCommentTable = (t: TableName, persistence: TablePersistence): string => `
  ${createTable(persistence)} IF NOT EXISTS ${t(COMMENT_TABLE)} (
    comment_id ${KEY_TEXT} PRIMARY KEY,
    scene_id ${KEY_TEXT} NOT NULL,
    top_level boolean NOT NULL,
    resolved boolean NOT NULL DEFAULT false
  );
  CREATE INDEX IF NOT EXISTS ${t(COMMENT_TABLE)}_scene ON ${t(COMMENT_TABLE)} (scene_id);
`;

export const COMMENT_EVENT_TYPES: readonly string[] = ['SceneCommentAdded', 'SceneCommentResolved', 'SceneCommentsDeleted'];

/** The card's counts again from its comments: open top-level ones, and every comment and reply. */
const recount = async (client: PoolClient, t: TableName, sceneID: string): Promise<void> => {
  await client.query(
    `UPDATE ${t('scenes')} s SET open_comments = c.open, comments = c.total
     FROM (SELECT count(*) FILTER (WHERE top_level AND NOT resolved)::int AS open, count(*)::int AS total FROM ${t(COMMENT_TABLE)} WHERE scene_id = $1) c
     WHERE s.scene_id = $1`,
    [sceneID],
  );
};

/** Applies a review event to the counts; false for any other event. */
export const applyCommentEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<boolean> => {
  const table = t(COMMENT_TABLE);
  switch (event.type) {
    case 'SceneCommentAdded': {
      const { commentID, sceneID, parentCommentID } = event.data;
      // A comment on a scene already deleted (decided while it was being deleted) counts nowhere.
      await client.query(`INSERT INTO ${table} (comment_id, scene_id, top_level) SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ${t('scenes')} WHERE scene_id = $2) ON CONFLICT DO NOTHING`, [
        commentID,
        sceneID,
        parentCommentID === null,
      ]);
      await recount(client, t, sceneID);
      return true;
    }
    case 'SceneCommentResolved':
      await client.query(`UPDATE ${table} SET resolved = $2 WHERE comment_id = $1`, [event.data.commentID, event.data.resolved]);
      await recount(client, t, event.data.sceneID);
      return true;
    case 'SceneCommentsDeleted':
      await client.query(`DELETE FROM ${table} WHERE comment_id = ANY($1::text[])`, [event.data.commentIDs]);
      await recount(client, t, event.data.sceneID);
      return true;
    default:
      return false;
  }
};
