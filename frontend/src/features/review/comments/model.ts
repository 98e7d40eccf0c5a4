// One shape for the comments of every source the panel shows (a scene, a file, the project): the
// server's answers are mapped to it (sources.ts), so the panel's rules are written once.
import type { DrawnShape } from '../annotations/shapes';

export interface PanelAuthor {
  givenName: string;
  familyName: string;
}

export interface PanelComment {
  commentID: string;
  author: PanelAuthor | null;
  /** Written by the signed-in user (also when anonymous). */
  mine: boolean;
  anonymous: boolean;
  text: string;
  /** Where in the media: ms for scenes, a frame (30 fps) for videos; null for stills and the project. */
  time: number | null;
  parentCommentID: string | null;
  replyToCommentID: string | null;
  shapes: DrawnShape[];
  resolved: boolean;
  createdOn: string;
  replies: PanelComment[];
  /** The scene version the comment was made on (scene comments only; null: an unsaved scene). */
  sceneVersion?: number | null;
}

export type SortOrder = 'time' | 'newest' | 'oldest';

export const sortLabels: Record<SortOrder, string> = { time: 'Time in media', newest: 'Newest first', oldest: 'Oldest first' };

const created = (c: PanelComment) => Date.parse(c.createdOn) || 0;

/** Top-level comments in the chosen order; ties (and comments without a time) fall back to oldest first. */
export const sortedComments = (comments: readonly PanelComment[], order: SortOrder): PanelComment[] => {
  const byAge = (a: PanelComment, b: PanelComment) => created(a) - created(b);
  const compare =
    order === 'newest'
      ? (a: PanelComment, b: PanelComment) => -byAge(a, b)
      : order === 'oldest'
        ? byAge
        : (a: PanelComment, b: PanelComment) => (a.time ?? Infinity) - (b.time ?? Infinity) || byAge(a, b);
  return [...comments].sort(compare);
};

/** Open comments first, the resolved ones in their own section (spec 002, comment panel). */
export const splitResolved = (comments: readonly PanelComment[]) => ({
  open: comments.filter((c) => !c.resolved),
  resolved: comments.filter((c) => c.resolved),
});

/** The name of an anonymous comment when the server gives none (the author's own, for instance). */
export const ANONYMOUS_NAME = 'Anonymous reviewer';

const fullName = (a: PanelAuthor | null) => (a ? `${a.givenName} ${a.familyName}`.trim() : '');

/**
 * The name shown (spec 002 section 3): an anonymous comment shows the anonymous name (the server's, to
 * others), a missing author 'Unknown', and one's own comments '(you)'.
 */
export const authorLabel = (comment: PanelComment): string => {
  const name = comment.anonymous ? (!comment.mine && fullName(comment.author)) || ANONYMOUS_NAME : fullName(comment.author) || 'Unknown';
  return comment.mine ? `${name} (you)` : name;
};

/** Save is enabled with text, or (for a new comment, not a reply) a drawing (spec 002 section 5). */
export const canSave = (text: string, shapeCount: number, isReply: boolean) => text.trim().length > 0 || (!isReply && shapeCount > 0);

/** Editing saves only if the text changed (spec 002 section 5), and never to an empty text. */
export const editChanged = (before: string, after: string) => after.trim().length > 0 && after.trim() !== before.trim();

/** 'Made on version N' for a scene comment made on a version older than the one open; null otherwise. */
export const olderVersionLabel = (comment: PanelComment, currentVersion: number | null): string | null =>
  comment.sceneVersion != null && currentVersion !== null && comment.sceneVersion < currentVersion ? `Made on version ${comment.sceneVersion}` : null;

/** Whether the thread holds the comment: the top-level comment itself or one of its replies. */
export const threadHolds = (thread: PanelComment, commentID: string): boolean => thread.commentID === commentID || thread.replies.some((r) => r.commentID === commentID);

/**
 * How many cards of `threads` to draw so that the one holding `selectedID` is among them: a deep link
 * to a comment past the first pages must draw, scroll to and show it. Whole pages, never fewer than `shown`.
 */
export const cardsToDraw = (threads: readonly PanelComment[], selectedID: string | null, shown: number, page: number): number => {
  if (selectedID === null) return shown;
  const index = threads.findIndex((t) => threadHolds(t, selectedID));
  return index < shown ? shown : Math.ceil((index + 1) / page) * page;
};
