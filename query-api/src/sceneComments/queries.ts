// Review's reads of scenes' comments, from the sceneComments read model.
import { ApiError, type Pool } from '@wb/platform';
import { Calls, Messages } from '@wb/contracts';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { COMMENT_COLUMNS, COMMENT_FROM, toThreads, type CommentRow } from './rows';

export const sceneCommentHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.editor.getSceneComments, async (input, asker) => {
    const { rows: live } = await pool.query('SELECT 1 FROM scene_comment_scenes WHERE scene_id = $1', [input.sceneID]);
    if (live.length === 0) throw new ApiError('notFound', Messages.sceneNotFound);
    const { rows } = await pool.query<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.scene_id = $1 ORDER BY c.seq`, [input.sceneID]);
    return { comments: toThreads(rows, asker.userID) };
  }),
  queryCall(Calls.scene.getAllSceneComments, async (input, asker) => {
    // The live scenes among those named, in the order named (each once); the others are left out.
    const sceneIDs = [...new Set(input.sceneIDs)];
    const { rows: live } = await pool.query<{ scene_id: string }>('SELECT scene_id FROM scene_comment_scenes WHERE scene_id = ANY($1::text[])', [sceneIDs]);
    const liveIDs = new Set(live.map((r) => r.scene_id));
    const { rows } = await pool.query<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.scene_id = ANY($1::text[]) ORDER BY c.scene_id, c.seq`, [[...liveIDs]]);
    const byScene = new Map<string, CommentRow[]>();
    for (const row of rows) {
      const scene = byScene.get(row.scene_id);
      if (scene === undefined) byScene.set(row.scene_id, [row]);
      else scene.push(row);
    }
    return { scenes: sceneIDs.filter((id) => liveIDs.has(id)).map((sceneID) => ({ sceneID, comments: toThreads(byScene.get(sceneID) ?? [], asker.userID) })) };
  }),
];
