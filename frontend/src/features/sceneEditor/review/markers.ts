// Where the timeline's comment markers go: one per top-level comment with a time (replies follow
// their comment, spec 002), at its time clamped to the scene, in the ruler's pixels.
import type { PanelComment } from '../../review';

export interface CommentMarker {
  comment: PanelComment;
  x: number;
}

export const commentMarkers = (comments: readonly PanelComment[], zoom: number, duration: number): CommentMarker[] =>
  comments.flatMap((comment) => (comment.parentCommentID === null && comment.time !== null ? [{ comment, x: Math.min(Math.max(comment.time, 0), duration) * zoom }] : []));
