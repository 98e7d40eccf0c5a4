// Rows of the sceneComments read model and the comments built from them.
import type { Annotation, SceneComment, SceneCommentThread } from '@wb/contracts';

export interface CommentRow {
  comment_id: string;
  scene_id: string;
  user_id: number;
  text: string;
  timestamp: number | null;
  parent_comment_id: string | null;
  reply_to_comment_id: string | null;
  annotations: Annotation[];
  created_on: Date;
  /** The author's names; null when no event of that user was seen (the client shows 'Unknown'). */
  given_name: string | null;
  family_name: string | null;
}

const toComment = (row: CommentRow): SceneComment => ({
  commentID: row.comment_id,
  sceneID: row.scene_id,
  author: { userID: row.user_id, givenName: row.given_name ?? '', familyName: row.family_name ?? '' },
  text: row.text,
  timestamp: row.timestamp,
  parentCommentID: row.parent_comment_id,
  replyToCommentID: row.reply_to_comment_id,
  annotations: row.annotations,
  resolved: false,
  createdOn: row.created_on.toISOString(),
});

/** The top-level comments with their replies, both in the rows' order (oldest first). */
export const toThreads = (rows: readonly CommentRow[]): SceneCommentThread[] => {
  const threads = new Map<string, SceneCommentThread>();
  for (const row of rows) if (row.parent_comment_id === null) threads.set(row.comment_id, { ...toComment(row), replies: [] });
  for (const row of rows) if (row.parent_comment_id !== null) threads.get(row.parent_comment_id)?.replies.push(toComment(row));
  return [...threads.values()];
};
