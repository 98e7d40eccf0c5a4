// What the file comment queries and commands answer (spec 002 section 3, "Comment (project file)"): a
// comment with its author (or an anonymous name for others), its drawn shapes and its resolution.
import { z } from 'zod';
import { Annotation } from '../review/models';

/** Who wrote a comment; an anonymous comment shows others userID null and the anonymous name. */
export const FileCommentAuthor = z.object({ userID: z.number().int().nullable(), givenName: z.string(), familyName: z.string() });

export const FileCommentResolution = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string(), resolvedOn: z.string() });

export const FileComment = z.object({
  commentID: z.string(),
  projectID: z.string(),
  /** -1 for a comment on the project itself (spec 000). */
  fileID: z.union([z.string(), z.literal(-1)]),
  /** The file's version the comment was made on; null for project comments. */
  fileVersion: z.number().int().nullable(),
  author: FileCommentAuthor,
  anonymous: z.boolean(),
  text: z.string(),
  /** A video's frame at 30 fps, or null. */
  timestamp: z.number().int().nullable(),
  parentCommentID: z.string().nullable(),
  replyToCommentID: z.string().nullable(),
  annotations: z.array(Annotation),
  /** The spec's status of a file comment: 0 open, 1 resolved. */
  status: z.union([z.literal(0), z.literal(1)]),
  resolved: FileCommentResolution.nullable(),
  mentionedUserIDs: z.array(z.number().int()),
  createdOn: z.string(),
});
export type FileComment = z.infer<typeof FileComment>;

/** A top-level comment with its replies, oldest first (newest last). */
export const FileCommentThread = FileComment.extend({ replies: z.array(FileComment) });
export type FileCommentThread = z.infer<typeof FileCommentThread>;

export const FileCommentCount = z.object({ fileID: z.union([z.string(), z.literal(-1)]), open: z.number().int(), total: z.number().int() });

/** A file's comments for printing: the file's name and type, and its threads. */
export const PrintedFile = z.object({
  fileID: z.union([z.string(), z.literal(-1)]),
  name: z.string(),
  type: z.string(),
  comments: z.array(FileCommentThread),
});
export type PrintedFile = z.infer<typeof PrintedFile>;
