// Events of review. A scene's comments are one stream, the scene's comment thread
// (docs/decisions/review.md). SceneCommentAdded is at schema version 2: version 1 drew pen strokes as
// points (upcasters.ts); the fields added since default, so every stored event still parses.
import { z } from 'zod';
import { Annotation } from './models';

export const ReviewEvents = {
  SceneCommentAdded: z.object({
    commentID: z.string(),
    sceneID: z.string(),
    userID: z.number().int(),
    text: z.string(),
    /** The time in the scene (ms), or null. */
    timestamp: z.number().nullable(),
    parentCommentID: z.string().nullable(),
    replyToCommentID: z.string().nullable(),
    annotations: z.array(Annotation),
    /** Resolved when decided: '@here' expanded to the project's members; never the author. */
    mentionedUserIDs: z.array(z.number().int()).default([]),
    anonymous: z.boolean().default(false),
    /** The scene's document version the comment was made on (null: unknown or never saved). */
    sceneVersion: z.number().int().nullable().default(null),
  }),
  /** A top-level comment resolved (resolved true) or opened again (false) by userID. */
  SceneCommentResolved: z.object({ commentID: z.string(), sceneID: z.string(), userID: z.number().int(), resolved: z.boolean() }),
  SceneCommentTextUpdated: z.object({ commentID: z.string(), sceneID: z.string(), text: z.string() }),
  /** Comments deleted with their replies: every deleted id is listed, replies included. */
  SceneCommentsDeleted: z.object({ sceneID: z.string(), commentIDs: z.array(z.string()) }),
} as const;
