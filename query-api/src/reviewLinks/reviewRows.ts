// What a review page reads of the scenes and sceneComments read models, narrowed to what it shows:
// names, sizes and durations of scenes, and comments with their drawings and their authors' display
// names (no user ids, emails or other project data: docs/decisions/publicReview.md).
import { Messages, ReviewLinkLimits, type Annotation, type ReviewComment, type ReviewSceneSummary, type ReviewThread } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import type { OpenLink } from './linkAccess';

export interface ReviewSceneRow {
  scene_id: string;
  name: string;
  duration: number;
  width: number;
  height: number;
  document_version: number;
}

/** The link's scenes by name (a scene link: its one scene; deleted scenes are gone from the table). */
export const linkScenes = async (pool: Pool, link: OpenLink): Promise<ReviewSceneRow[]> => {
  const columns = 'scene_id, name, duration, width, height, document_version';
  const { rows } =
    link.kind === 'scene'
      ? await pool.query<ReviewSceneRow>(`SELECT ${columns} FROM scenes WHERE scene_id = $1 AND project_id = $2`, [link.sceneID, link.projectID])
      : await pool.query<ReviewSceneRow>(`SELECT ${columns} FROM scenes WHERE project_id = $1 ORDER BY lower(name), scene_id LIMIT $2`, [link.projectID, ReviewLinkLimits.maxProjectScenes]);
  return rows;
};

interface CountRow {
  scene_id: string;
  open: number;
  total: number;
}

/** Each scene's summary: open and total top-level comments (the badge counts top-level comments only). */
export const summaries = async (pool: Pool, scenes: readonly ReviewSceneRow[]): Promise<ReviewSceneSummary[]> => {
  const { rows } = await pool.query<CountRow>(
    `SELECT scene_id, count(*)::int AS total, (count(*) FILTER (WHERE resolved_on IS NULL))::int AS open FROM scene_comments
     WHERE scene_id = ANY($1::text[]) AND parent_comment_id IS NULL GROUP BY scene_id`,
    [scenes.map((s) => s.scene_id)],
  );
  const counts = new Map(rows.map((r) => [r.scene_id, r]));
  return scenes.map((s) => ({ sceneID: s.scene_id, name: s.name, openComments: counts.get(s.scene_id)?.open ?? 0, comments: counts.get(s.scene_id)?.total ?? 0 }));
};

interface CommentRow {
  comment_id: string;
  text: string;
  timestamp: number | null;
  parent_comment_id: string | null;
  annotations: Annotation[];
  anonymous: boolean;
  resolved_on: Date | null;
  created_on: Date;
  given_name: string | null;
  family_name: string | null;
}

const toComment = (row: CommentRow): ReviewComment => ({
  commentID: row.comment_id,
  // An anonymous comment shows the anonymous name to everyone here: a visitor is never its author.
  authorName: row.anonymous ? Messages.anonymousName : [row.given_name ?? '', row.family_name ?? ''].join(' ').trim(),
  text: row.text,
  timestamp: row.timestamp,
  annotations: row.annotations,
  resolved: row.resolved_on !== null,
  createdOn: row.created_on.toISOString(),
});

/** The scene's comments as threads, oldest first, each with its replies oldest first. */
export const sceneThreads = async (pool: Pool, sceneID: string): Promise<ReviewThread[]> => {
  const { rows } = await pool.query<CommentRow>(
    `SELECT c.comment_id, c.text, c.timestamp, c.parent_comment_id, c.annotations, c.anonymous, c.resolved_on, c.created_on, a.given_name, a.family_name
     FROM scene_comments c LEFT JOIN scene_comment_authors a ON a.user_id = c.user_id
     WHERE c.scene_id = $1 ORDER BY c.seq`,
    [sceneID],
  );
  const threads = new Map<string, ReviewThread>();
  for (const row of rows) if (row.parent_comment_id === null) threads.set(row.comment_id, { ...toComment(row), replies: [] });
  for (const row of rows) if (row.parent_comment_id !== null) threads.get(row.parent_comment_id)?.replies.push(toComment(row));
  return [...threads.values()];
};
