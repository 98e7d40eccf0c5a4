// What the project activity calls answer (spec 000 section 2, "Project contents page": activity of
// comments and uploads; the project's own assets of spec 001, by projectAssetType).
import { z } from 'zod';

const Person = z.object({
  /** null: an anonymous comment of someone else. */
  userID: z.number().int().nullable(),
  givenName: z.string(),
  familyName: z.string(),
});

export const ActivityFile = z.object({ fileID: z.string(), name: z.string(), type: z.string() });
export type ActivityFile = z.infer<typeof ActivityFile>;

const itemBase = {
  itemID: z.string(),
  /** The item's place in the project's activity, newest highest: the next page asks for items before it. */
  position: z.number().int(),
  /** ISO time of the comment, or of the newest upload of the group. */
  time: z.string(),
  user: Person,
};

export const CommentActivity = z.object({
  ...itemBase,
  kind: z.literal('comment'),
  commentID: z.string(),
  /** The commented file, or -1 for a comment on the project itself. */
  fileID: z.union([z.string(), z.literal(-1)]),
  /** The commented file's name; null for the project's own comments. */
  fileName: z.string().nullable(),
  /** The comment's text, cut to its first characters. */
  text: z.string(),
  reply: z.boolean(),
});
export type CommentActivity = z.infer<typeof CommentActivity>;

export const UploadActivity = z.object({
  ...itemBase,
  kind: z.literal('upload'),
  /** When the group's first upload was made. */
  startedOn: z.string(),
  /** How many files the group holds (files lists the first of them, newest first). */
  fileCount: z.number().int(),
  files: z.array(ActivityFile),
});
export type UploadActivity = z.infer<typeof UploadActivity>;

export const ActivityItem = z.discriminatedUnion('kind', [CommentActivity, UploadActivity]);
export type ActivityItem = z.infer<typeof ActivityItem>;

/** One of the project's own asset files (an upload with a projectAssetType). */
export const ProjectAssetFile = z.object({
  fileID: z.string(),
  name: z.string(),
  type: z.string(),
  projectAssetType: z.string(),
  url: z.string(),
  userName: z.string(),
  createdOn: z.string(),
});
export type ProjectAssetFile = z.infer<typeof ProjectAssetFile>;
