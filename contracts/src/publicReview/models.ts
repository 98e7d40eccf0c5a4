// What the review link calls answer. A visitor's answers carry only what the review page shows: the
// scene's name, size, duration and document, and its comments with their drawings and their authors'
// display names (no user ids, emails or other project data: docs/decisions/publicReview.md).
import { z } from 'zod';
import { Annotation } from '../review/models';
import { SceneDocument } from '../scenes/document';

/** A link as its project member sees it after generating it (or reusing the live one). */
export const ReviewLink = z.object({
  /** The random part of the page's address: /review/{scene|project}/{name}-{reviewUrl}. */
  reviewUrl: z.string(),
  /** When it stops working (ISO), or null. */
  expiresOn: z.string().nullable(),
  /** Whether visitors must type a passcode (the passcode itself is never answered). */
  hasPasscode: z.boolean(),
});
export type ReviewLink = z.infer<typeof ReviewLink>;

/** A comment as a visitor sees it. */
export const ReviewComment = z.object({
  commentID: z.string(),
  /** The author's display name ('' when unknown: the page shows 'Unknown'). */
  authorName: z.string(),
  text: z.string(),
  /** The time in the scene (ms), or null. */
  timestamp: z.number().nullable(),
  annotations: z.array(Annotation),
  resolved: z.boolean(),
  createdOn: z.string(),
});
export type ReviewComment = z.infer<typeof ReviewComment>;

/** A top-level comment with its replies, oldest first. */
export const ReviewThread = ReviewComment.extend({ replies: z.array(ReviewComment) });
export type ReviewThread = z.infer<typeof ReviewThread>;

/** A scene of a review page's list: its name and how its comments stand. */
export const ReviewSceneSummary = z.object({
  sceneID: z.string(),
  name: z.string(),
  /** Open top-level comments (the red badge). */
  openComments: z.number().int(),
  /** Top-level comments, open or resolved (a green check when some and none open). */
  comments: z.number().int(),
});
export type ReviewSceneSummary = z.infer<typeof ReviewSceneSummary>;

/** The scene a review page plays, with its comments. */
export const ReviewScene = z.object({
  sceneID: z.string(),
  name: z.string(),
  duration: z.number(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
  document: SceneDocument,
  comments: z.array(ReviewThread),
  /**
   * What the page adds to its pictures' addresses (ReviewImagePath) for a link with a passcode, so an
   * <img> needs no passcode; null for a link without one (beyond the spec).
   */
  imageGrant: z.string().nullable(),
});
export type ReviewScene = z.infer<typeof ReviewScene>;
