// Events of file and project comments (past tense, schema version 1; common-contract item 3). A file's
// comments are one stream (filecomments-<fileID>), a project's own comments another
// (projectcomments-<projectID>): docs/decisions/fileComments.md.
import { z } from 'zod';
import { Annotation } from '../review/models';

const commentID = z.string();
const projectID = z.string();
/** null: a comment on the project itself (the spec's fileID -1). */
const fileID = z.string().nullable();

export const CommentEvents = {
  CommentAdded: z.object({
    commentID,
    projectID,
    fileID,
    /** The file's version the comment was made on; null for project comments. */
    fileVersion: z.number().int().nullable(),
    userID: z.number().int(),
    text: z.string(),
    /** An integer frame at 30 fps for videos, null otherwise. */
    timestamp: z.number().int().nullable(),
    parentCommentID: z.string().nullable(),
    replyToCommentID: z.string().nullable(),
    annotations: z.array(Annotation).default([]),
    anonymous: z.boolean().default(false),
    /** Resolved at decide time ('@here' expanded to the project's members), never the author. */
    mentionedUserIDs: z.array(z.number().int()).default([]),
  }),
  CommentResolved: z.object({ commentID, projectID, fileID, userID: z.number().int(), resolved: z.boolean() }),
  CommentTextUpdated: z.object({ commentID, projectID, fileID, text: z.string() }),
  /** The named comments and every reply of them. */
  CommentsDeleted: z.object({ projectID, commentIDs: z.array(commentID) }),
} as const;
