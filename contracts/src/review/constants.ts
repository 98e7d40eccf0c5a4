// Bounds of review comments and their drawn annotations (spec 002 section 9 gives the drawing stage;
// the rest are ours: docs/decisions/review.md).
import { SceneLimits } from '../scenes/constants';

export const ReviewLimits = {
  /** Annotations are drawn on a 1000x1000 stage (spec 002 section 9): shapes are in its units. */
  drawingSize: 1000,
  /** Shapes one comment may hold: a few boxes and pen strokes, a handwritten word. */
  maxShapes: 20,
  /** Points of one pen stroke, after the client simplifies it (tolerance 10 on the 1000 stage). */
  maxPenPoints: 200,
  /** Characters of one pen stroke's path data: 200 points of 3 decimals each, with room to spare. */
  maxPenPathLength: 8000,
  /** The canvas draws at 6, project comments at 10 (spec 002 section 9). */
  maxStrokeWidth: 50,
  maxCommentLength: 5000,
  /**
   * Comments and replies one scene may hold: bounds the thread's stream and the one answer that reads
   * them all (getSceneComments), at most about 25 MB with every comment at its largest.
   */
  maxCommentsPerScene: 500,
  /** Users one comment may mention ('here' counts as one). */
  maxMentions: 50,
  /** Comments one delete names (a thread's replies go with it without being named). */
  maxCommentsPerDelete: 100,
  /** Scenes one getAllSceneComments names. */
  maxScenesPerCommentsCall: 200,
  /** A comment's time in the scene (ms): at most the longest scene there may be. */
  maxTimestamp: SceneLimits.maxSceneDuration,
} as const;
