// What review queries and commands answer (spec 002 section 3, "Comment (scene)" and "Annotation"):
// a scene comment with its author and its drawn shapes. The shapes' bounds are the input's (fields.ts);
// an answer repeats what was stored.
import { z } from 'zod';

/** A point of the annotation stage, [x, y] in its units (0 to 1000). */
const point = z.tuple([z.number(), z.number()]);

/** A freehand stroke of the pen tool: its simplified points. */
export const PenAnnotation = z.object({ id: z.string(), type: z.literal('pen'), points: z.array(point), color: z.string(), strokeWidth: z.number() });
/** A rectangle of the box tool. */
export const BoxAnnotation = z.object({ id: z.string(), type: z.literal('box'), x: z.number(), y: z.number(), width: z.number(), height: z.number(), color: z.string(), strokeWidth: z.number() });
export const Annotation = z.discriminatedUnion('type', [PenAnnotation, BoxAnnotation]);
export type Annotation = z.infer<typeof Annotation>;

/** Who wrote a comment, copied from the user's events ('' names: the client shows 'Unknown'). */
export const CommentAuthor = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string() });

export const SceneComment = z.object({
  commentID: z.string(),
  sceneID: z.string(),
  author: CommentAuthor,
  text: z.string(),
  /** The time in the scene (ms) it is about, or null for the scene as a whole. */
  timestamp: z.number().nullable(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentCommentID: z.string().nullable(),
  /** The comment of the thread a reply answers (the parent or one of its replies); null otherwise. */
  replyToCommentID: z.string().nullable(),
  annotations: z.array(Annotation),
  /** Always false until comments can be resolved. */
  resolved: z.boolean(),
  createdOn: z.string(),
});
export type SceneComment = z.infer<typeof SceneComment>;

/** A top-level comment with its replies, oldest first. */
export const SceneCommentThread = SceneComment.extend({ replies: z.array(SceneComment) });
export type SceneCommentThread = z.infer<typeof SceneCommentThread>;
