// The state of a scene's comment thread, folded from its stream scenecomments-<sceneID>: every comment
// of the scene, which is what the rules of replies need (a parent of the same scene, at the top level)
// and what a saved comment's answer shows.
import type { Annotation, EventMetadata, EventOf, ReviewEvents } from '@wb/contracts';

/** An event of the thread; one read from the stream carries the time it was recorded, one just decided has none yet. */
export type SceneCommentsEvent = EventOf<typeof ReviewEvents> & { readonly metadata?: Pick<EventMetadata, 'time'> };

export interface ThreadComment {
  readonly commentID: string;
  readonly userID: number;
  readonly text: string;
  readonly timestamp: number | null;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
  readonly annotations: readonly Annotation[];
  /** When it was recorded (null: decided, not recorded yet). */
  readonly createdOn: string | null;
}

/**
 * The comments, newest first, each pointing at the one before: adding a comment is one new node, so
 * folding a long thread stays linear instead of copying every earlier comment each time.
 */
export interface CommentList {
  readonly comment: ThreadComment;
  readonly previous: CommentList | null;
}

export interface SceneCommentsState {
  readonly comments: CommentList | null;
  /** How many comments and replies the thread holds (a scene holds at most ReviewLimits.maxCommentsPerScene). */
  readonly count: number;
}

export const initialState: SceneCommentsState = { comments: null, count: 0 };

/** One comment of the thread by its id, if the scene has it. */
export const commentOf = (state: SceneCommentsState, commentID: string): ThreadComment | null => {
  for (let node = state.comments; node !== null; node = node.previous) if (node.comment.commentID === commentID) return node.comment;
  return null;
};

export const evolve = (state: SceneCommentsState, event: SceneCommentsEvent): SceneCommentsState => {
  switch (event.type) {
    case 'SceneCommentAdded': {
      const { commentID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations } = event.data;
      const comment: ThreadComment = { commentID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations, createdOn: event.metadata?.time ?? null };
      return { comments: { comment, previous: state.comments }, count: state.count + 1 };
    }
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
