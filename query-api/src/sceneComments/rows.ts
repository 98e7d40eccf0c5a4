// Rows of the sceneComments read model and the comments built from them.
import { authorAsSeenBy, type Annotation, type SceneComment, type SceneCommentThread } from '@wb/contracts';

export interface CommentRow {
  comment_id: string;
  scene_id: string;
  user_id: number;
  text: string;
  timestamp: number | null;
  parent_comment_id: string | null;
  reply_to_comment_id: string | null;
  annotations: Annotation[];
  mentioned_user_ids: number[];
  anonymous: boolean;
  scene_version: number | null;
  resolved_by: number | null;
  resolved_on: Date | null;
  created_on: Date;
  /** The author's names; null when no event of that user was seen (the client shows 'Unknown'). */
  given_name: string | null;
  family_name: string | null;
  resolver_given_name: string | null;
  resolver_family_name: string | null;
}

/** The columns CommentRow reads, from scene_comments c joined with the authors a and the resolvers r. */
export const COMMENT_COLUMNS = `c.comment_id, c.scene_id, c.user_id, c.text, c.timestamp, c.parent_comment_id, c.reply_to_comment_id, c.annotations,
  c.mentioned_user_ids, c.anonymous, c.scene_version, c.resolved_by, c.resolved_on, c.created_on, a.given_name, a.family_name,
  r.given_name AS resolver_given_name, r.family_name AS resolver_family_name`;

export const COMMENT_FROM = `scene_comments c LEFT JOIN scene_comment_authors a ON a.user_id = c.user_id LEFT JOIN scene_comment_authors r ON r.user_id = c.resolved_by`;

const toComment = (row: CommentRow, askerID: number): SceneComment => {
  const resolved =
    row.resolved_by === null || row.resolved_on === null
      ? null
      : { userID: row.resolved_by, givenName: row.resolver_given_name ?? '', familyName: row.resolver_family_name ?? '', timestamp: row.resolved_on.toISOString() };
  return {
    commentID: row.comment_id,
    sceneID: row.scene_id,
    ...authorAsSeenBy({ userID: row.user_id, givenName: row.given_name ?? '', familyName: row.family_name ?? '' }, row.anonymous, askerID),
    anonymous: row.anonymous,
    text: row.text,
    timestamp: row.timestamp,
    parentCommentID: row.parent_comment_id,
    replyToCommentID: row.reply_to_comment_id,
    annotations: row.annotations,
    mentionedUserIDs: row.mentioned_user_ids,
    sceneVersion: row.scene_version,
    status: resolved === null ? 1 : 2,
    resolved,
    createdOn: row.created_on.toISOString(),
  };
};

/** The top-level comments with their replies, both in the rows' order (oldest first), as the asker sees them. */
export const toThreads = (rows: readonly CommentRow[], askerID: number): SceneCommentThread[] => {
  const threads = new Map<string, SceneCommentThread>();
  for (const row of rows) if (row.parent_comment_id === null) threads.set(row.comment_id, { ...toComment(row, askerID), replies: [] });
  for (const row of rows) if (row.parent_comment_id !== null) threads.get(row.parent_comment_id)?.replies.push(toComment(row, askerID));
  return [...threads.values()];
};
