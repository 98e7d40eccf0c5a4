// The reads of the projectActivity read model: a page of a project's activity (newest first, by the
// index on (project_id, seq)), and the project's own asset files.
import { ActivityLimits, Calls, Messages } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { toAssetFile, toItem, type AssetRow, type ItemRow } from './rows';

/**
 * A page of items with, for an upload group, its first files (newest first) as JSON; a descent of the
 * index on (project_id, seq), from the newest or from before a position (two statements, so that each
 * plan is that descent).
 */
const pageSql = (before: boolean): string => `
  SELECT i.item_id, i.seq, i.kind, i.user_id, i.time, i.started_on, i.comment_id, i.file_id, i.text, i.anonymous, i.reply, i.file_count,
         u.given_name, u.family_name, cf.name AS file_name,
         CASE WHEN i.kind = 'upload' THEN (
           SELECT coalesce(json_agg(json_build_object('fileID', f.file_id, 'name', f.name, 'type', f.file_type) ORDER BY x.added_on DESC, f.file_id), '[]'::json)
           FROM (SELECT file_id, added_on FROM activity_item_files WHERE item_id = i.item_id ORDER BY added_on DESC, file_id LIMIT ${ActivityLimits.filesShown}) x
           JOIN activity_files f ON f.file_id = x.file_id
         ) END AS files
  FROM (SELECT * FROM activity_items WHERE project_id = $1 ${before ? 'AND seq < $3' : ''} ORDER BY seq DESC LIMIT $2) i
  LEFT JOIN activity_users u ON u.user_id = i.user_id
  LEFT JOIN activity_files cf ON cf.file_id = i.file_id
  ORDER BY i.seq DESC`;

export const projectActivityHandlers = (pool: Pool): QueryRoute[] => {
  const requireProject = async (projectID: string): Promise<void> => {
    const { rows } = await pool.query('SELECT 1 FROM activity_projects WHERE project_id = $1', [projectID]);
    if (rows.length === 0) throw new ApiError('notFound', Messages.activityProjectNotFound, { projectID: Messages.activityProjectNotFound });
  };
  return [
    queryCall(Calls.project.getActivity, async (input, asker) => {
      await requireProject(input.projectID);
      // One more than asked tells whether there is a next page.
      const { before } = input;
      const { rows } = await pool.query<ItemRow>(pageSql(before !== undefined), before === undefined ? [input.projectID, input.count + 1] : [input.projectID, input.count + 1, before]);
      const page = rows.slice(0, input.count);
      const last = page.at(-1);
      return { items: page.map((r) => toItem(r, asker.userID)), next: rows.length > input.count && last !== undefined ? Number(last.seq) : null };
    }),
    queryCall(Calls.project.getAssetFiles, async (input) => {
      await requireProject(input.projectID);
      const { rows } = await pool.query<AssetRow>(
        `SELECT f.file_id, f.name, f.file_type, f.project_asset_type, f.url, f.user_name, f.created_on
         FROM activity_file_projects l JOIN activity_files f ON f.file_id = l.file_id
         WHERE l.project_id = $1 AND f.project_asset_type IS NOT NULL AND NOT f.deleted
         ORDER BY f.created_on DESC, f.file_id LIMIT ${ActivityLimits.maxAssetFiles}`,
        [input.projectID],
      );
      return { files: rows.map(toAssetFile) };
    }),
  ];
};
