// Review's reads of a scene's comments, from the sceneComments read model.
import { ApiError, type Pool } from '@wb/platform';
import { Calls, Messages } from '@wb/contracts';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { toThreads, type CommentRow } from './rows';

export const sceneCommentHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.editor.getSceneComments, async (input) => {
    const { rows: live } = await pool.query('SELECT 1 FROM scene_comment_scenes WHERE scene_id = $1', [input.sceneID]);
    if (live.length === 0) throw new ApiError('notFound', Messages.sceneNotFound);
    const { rows } = await pool.query<CommentRow>(
      `SELECT c.comment_id, c.scene_id, c.user_id, c.text, c.timestamp, c.parent_comment_id, c.reply_to_comment_id, c.annotations, c.created_on, a.given_name, a.family_name
       FROM scene_comments c LEFT JOIN scene_comment_authors a ON a.user_id = c.user_id
       WHERE c.scene_id = $1 ORDER BY c.seq`,
      [input.sceneID],
    );
    return { comments: toThreads(rows) };
  }),
];
