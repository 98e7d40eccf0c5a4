// The state of a scene's comment thread, folded from its stream scenecomments-<sceneID>: every live
// comment of the scene, which is what the rules of replies (a parent of the same scene, at the top
// level), of resolving, editing and deleting (the author, the state) and a comment's answer need.
import type { Annotation, EventMetadata, EventOf, ReviewEvents } from '@wb/contracts';

/** An event of the thread; one read from the stream carries the time it was recorded, one just decided has none yet. */
export type SceneCommentsEvent = EventOf<typeof ReviewEvents> & { readonly metadata?: Pick<EventMetadata, 'time'> };

/** Who resolved a comment and when it was recorded (null: decided, not recorded yet). */
export interface Resolution {
  readonly userID: number;
  readonly at: string | null;
}

export interface ThreadComment {
  readonly commentID: string;
  readonly userID: number;
  readonly text: string;
  readonly timestamp: number | null;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
  readonly annotations: readonly Annotation[];
  readonly mentionedUserIDs: readonly number[];
  readonly anonymous: boolean;
  readonly sceneVersion: number | null;
  readonly resolved: Resolution | null;
  /** When it was recorded (null: decided, not recorded yet). */
  readonly createdOn: string | null;
}

/**
 * The comments, newest first, each pointing at the one before: adding a comment is one new node, so
 * folding a long thread stays linear instead of copying every earlier comment each time. A change to
 * one comment (resolve, edit, delete) copies the list, which only people's clicks do.
 */
export interface CommentList {
  readonly comment: ThreadComment;
  readonly previous: CommentList | null;
}

export interface SceneCommentsState {
  /** The scene of the thread (null before its first comment). */
  readonly sceneID: string | null;
  readonly comments: CommentList | null;
  /**
   * How many comments and replies were ever added (a scene takes at most ReviewLimits.maxCommentsPerScene):
   * deleted ones count too, since they stay in the stream that every command folds.
   */
  readonly count: number;
}

export const initialState: SceneCommentsState = { sceneID: null, comments: null, count: 0 };

/** One comment of the thread by its id, if the scene has it (and it was not deleted). */
export const commentOf = (state: SceneCommentsState, commentID: string): ThreadComment | null => {
  for (let node = state.comments; node !== null; node = node.previous) if (node.comment.commentID === commentID) return node.comment;
  return null;
};

/** The live comments, oldest first. */
export const commentsOf = (state: SceneCommentsState): ThreadComment[] => {
  const all: ThreadComment[] = [];
  for (let node = state.comments; node !== null; node = node.previous) all.push(node.comment);
  return all.reverse();
};

/** The list rebuilt oldest first from changed comments (null drops one). */
const rebuilt = (state: SceneCommentsState, change: (comment: ThreadComment) => ThreadComment | null): CommentList | null =>
  commentsOf(state).reduce<CommentList | null>((previous, comment) => {
    const kept = change(comment);
    return kept === null ? previous : { comment: kept, previous };
  }, null);

const changed = (state: SceneCommentsState, commentID: string, change: (comment: ThreadComment) => ThreadComment): SceneCommentsState => ({
  ...state,
  comments: rebuilt(state, (c) => (c.commentID === commentID ? change(c) : c)),
});

export const evolve = (state: SceneCommentsState, event: SceneCommentsEvent): SceneCommentsState => {
  switch (event.type) {
    case 'SceneCommentAdded': {
      const { commentID, sceneID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations, mentionedUserIDs, anonymous, sceneVersion } = event.data;
      const comment: ThreadComment = {
        commentID,
        userID,
        text,
        timestamp,
        parentCommentID,
        replyToCommentID,
        annotations,
        mentionedUserIDs,
        anonymous,
        sceneVersion,
        resolved: null,
        createdOn: event.metadata?.time ?? null,
      };
      return { sceneID, comments: { comment, previous: state.comments }, count: state.count + 1 };
    }
    case 'SceneCommentResolved': {
      const { commentID, userID, resolved } = event.data;
      return changed(state, commentID, (c) => ({ ...c, resolved: resolved ? { userID, at: event.metadata?.time ?? null } : null }));
    }
    case 'SceneCommentTextUpdated':
      return changed(state, event.data.commentID, (c) => ({ ...c, text: event.data.text }));
    case 'SceneCommentsDeleted': {
      const gone = new Set(event.data.commentIDs);
      return { ...state, comments: rebuilt(state, (c) => (gone.has(c.commentID) ? null : c)) };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
