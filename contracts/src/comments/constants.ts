// Bounds of file and project comments (ours: docs/decisions/fileComments.md). The text and the drawn
// shapes share review's bounds (ReviewLimits).
import { ReviewLimits } from '../review/constants';

export const CommentLimits = {
  maxCommentLength: ReviewLimits.maxCommentLength,
  /**
   * Comments and replies one file (or a project's own thread) may hold: bounds the thread's stream and
   * the one answer that reads them all (getFileComments), like a scene's thread.
   */
  maxCommentsPerThread: 500,
  /** A video comment's time is a frame at 30 fps: at most 24 hours of video. */
  framesPerSecond: 30,
  maxTimestampFrame: 24 * 60 * 60 * 30,
  /** Users one comment may mention by id ('@here' counts as one). */
  maxMentions: 100,
  /** Comments one delete may name (a comment's replies go with it without being named). */
  maxDeleteIDs: 100,
  /** Comments one printed page shows (getProjectComments): the oldest threads of a very busy project first. */
  maxPrintedComments: 5000,
} as const;

/** The spec's fileID of a project's own comments (spec 000: "project-level comments use fileID -1"). */
export const PROJECT_LEVEL_FILE_ID = -1 as const;

/** The name another reader sees on an anonymous comment (spec 002 section 6: "an anonymous name"). */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';
