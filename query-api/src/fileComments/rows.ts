// Rows of the fileComments read model and the comments built from them, as the asker sees them: an
// anonymous comment of someone else shows the anonymous name and no user id.
import { ANONYMOUS_AUTHOR_NAME, PROJECT_LEVEL_FILE_ID, type Annotation, type FileComment, type FileCommentThread } from '@wb/contracts';

export interface CommentRow {
  comment_id: string;
  project_id: string;
  file_id: string | null;
  file_version: number | null;
  user_id: number;
  text: string;
  timestamp: number | null;
  parent_comment_id: string | null;
  reply_to_comment_id: string | null;
  annotations: Annotation[];
  anonymous: boolean;
  mentioned_user_ids: number[];
  resolved_by: number | null;
  resolved_on: Date | null;
  created_on: Date;
  /** The names of the author and of who resolved it; null when no event of that user was seen (the client shows 'Unknown'). */
  given_name: string | null;
  family_name: string | null;
  resolver_given_name: string | null;
  resolver_family_name: string | null;
}

/** The columns of CommentRow, from file_comments c with authors a (the author) and r (who resolved). */
export const COMMENT_COLUMNS = `c.comment_id, c.project_id, c.file_id, c.file_version, c.user_id, c.text, c.timestamp, c.parent_comment_id, c.reply_to_comment_id,
  c.annotations, c.anonymous, c.mentioned_user_ids, c.resolved_by, c.resolved_on, c.created_on,
  a.given_name, a.family_name, r.given_name AS resolver_given_name, r.family_name AS resolver_family_name`;
export const COMMENT_JOINS = `LEFT JOIN file_comment_authors a ON a.user_id = c.user_id LEFT JOIN file_comment_authors r ON r.user_id = c.resolved_by`;

const authorAsSeenBy = (row: CommentRow, askerID: number): FileComment['author'] =>
  row.anonymous && row.user_id !== askerID
    ? { userID: null, givenName: ANONYMOUS_AUTHOR_NAME, familyName: '' }
    : { userID: row.user_id, givenName: row.given_name ?? '', familyName: row.family_name ?? '' };

const toComment = (row: CommentRow, askerID: number): FileComment => ({
  commentID: row.comment_id,
  projectID: row.project_id,
  fileID: row.file_id ?? PROJECT_LEVEL_FILE_ID,
  fileVersion: row.file_version,
  author: authorAsSeenBy(row, askerID),
  anonymous: row.anonymous,
  text: row.text,
  timestamp: row.timestamp,
  parentCommentID: row.parent_comment_id,
  replyToCommentID: row.reply_to_comment_id,
  annotations: row.annotations,
  status: row.resolved_by === null ? 0 : 1,
  resolved:
    row.resolved_by === null || row.resolved_on === null
      ? null
      : { userID: row.resolved_by, givenName: row.resolver_given_name ?? '', familyName: row.resolver_family_name ?? '', resolvedOn: row.resolved_on.toISOString() },
  mentionedUserIDs: row.mentioned_user_ids,
  createdOn: row.created_on.toISOString(),
});

/** The top-level comments with their replies, both in the rows' order (oldest first, replies newest last). */
export const toThreads = (rows: readonly CommentRow[], askerID: number): FileCommentThread[] => {
  const threads = new Map<string, FileCommentThread>();
  for (const row of rows) if (row.parent_comment_id === null) threads.set(row.comment_id, { ...toComment(row, askerID), replies: [] });
  for (const row of rows) if (row.parent_comment_id !== null) threads.get(row.parent_comment_id)?.replies.push(toComment(row, askerID));
  return [...threads.values()];
};
