// What review queries and commands answer (spec 002 section 3, "Comment (scene)" and "Annotation"):
// a scene comment with its author, its state and its drawn shapes. The shapes' bounds are the input's
// (fields.ts); an answer repeats what was stored.
import { z } from 'zod';

const shapeStyle = { stroke: z.string(), strokeWidth: z.number(), opacity: z.number().optional() };

/** A freehand stroke of the pen tool: its SVG path data `d` (M, then L, Q and C; stage units). */
export const PenAnnotation = z.object({ id: z.string(), type: z.literal('pen'), attributes: z.object({ d: z.string(), ...shapeStyle }) });
/** A rectangle of the box tool, in stage units. */
export const BoxAnnotation = z.object({
  id: z.string(),
  type: z.literal('box'),
  attributes: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), ...shapeStyle }),
});
export const Annotation = z.discriminatedUnion('type', [PenAnnotation, BoxAnnotation]);
export type Annotation = z.infer<typeof Annotation>;

/**
 * Who wrote a comment, copied from the user's events ('' names: the client shows 'Unknown'). An
 * anonymous comment answers others userID 0 and the anonymous name (docs/decisions/review.md).
 */
export const CommentAuthor = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string() });

/** Who resolved a comment, and when (ISO time). */
export const CommentResolution = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string(), timestamp: z.string() });
export type CommentResolution = z.infer<typeof CommentResolution>;

export const SceneComment = z.object({
  commentID: z.string(),
  sceneID: z.string(),
  author: CommentAuthor,
  /** Written with the anonymous toggle on: others see an anonymous name instead of the author's. */
  anonymous: z.boolean(),
  /** Whether the asker wrote it (true also for one's own anonymous comments): the client shows '(you)' and the edit controls. */
  mine: z.boolean(),
  text: z.string(),
  /** The time in the scene (ms) it is about, or null for the scene as a whole. */
  timestamp: z.number().nullable(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentCommentID: z.string().nullable(),
  /** The comment of the thread a reply answers (the parent or one of its replies); null otherwise. */
  replyToCommentID: z.string().nullable(),
  annotations: z.array(Annotation),
  /** The users it mentions ('@here' expanded to the project's members), never its author. */
  mentionedUserIDs: z.array(z.number().int()),
  /** The scene's document version it was written on (null: before the first save). */
  sceneVersion: z.number().int().nullable(),
  /** 1 open, 2 resolved (spec 002 section 3); follows from `resolved`. */
  status: z.union([z.literal(1), z.literal(2)]),
  /** Who resolved it and when; null while open. Only top-level comments are resolved. */
  resolved: CommentResolution.nullable(),
  createdOn: z.string(),
});
export type SceneComment = z.infer<typeof SceneComment>;

/** A top-level comment with its replies, oldest first. */
export const SceneCommentThread = SceneComment.extend({ replies: z.array(SceneComment) });
export type SceneCommentThread = z.infer<typeof SceneCommentThread>;
