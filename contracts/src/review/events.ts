// Events of review (past tense, schema version 1). A scene's comments are one stream, the scene's
// comment thread (docs/decisions/review.md).
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
  }),
} as const;
