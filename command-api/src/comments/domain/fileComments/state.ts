// The state of one comment thread: a file's (stream filecomments-<fileID>) or a project's own
// (projectcomments-<projectID>). It holds every live comment, which is what the rules need: a reply's
// parent at the top level, the author of what is edited or deleted, whether a comment is resolved.
import type { Annotation, CommentEvents, EventMetadata, EventOf } from '@wb/contracts';

/** An event of the thread; one read from the stream carries the time it was recorded, one just decided has none yet. */
export type FileCommentsEvent = EventOf<typeof CommentEvents> & { readonly metadata?: Pick<EventMetadata, 'time'> };

export interface Resolution {
  readonly userID: number;
  /** When it was resolved (null: decided, not recorded yet). */
  readonly resolvedOn: string | null;
}

export interface ThreadComment {
  readonly commentID: string;
  readonly projectID: string;
  readonly fileID: string | null;
  readonly fileVersion: number | null;
  readonly userID: number;
  readonly text: string;
  readonly timestamp: number | null;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
  readonly annotations: readonly Annotation[];
  readonly anonymous: boolean;
  readonly mentionedUserIDs: readonly number[];
  readonly resolved: Resolution | null;
  /** When it was recorded (null: decided, not recorded yet). */
  readonly createdOn: string | null;
}

export interface FileCommentsState {
  /** The live comments by id, in the order they were added (an object keeps insertion order). */
  readonly comments: Readonly<Record<string, ThreadComment>>;
  /** How many live comments and replies the thread holds (at most CommentLimits.maxCommentsPerThread). */
  readonly count: number;
}

export const initialState: FileCommentsState = { comments: {}, count: 0 };

/** One live comment of the thread by its id. */
export const commentOf = (state: FileCommentsState, commentID: string): ThreadComment | null => (Object.hasOwn(state.comments, commentID) ? (state.comments[commentID] ?? null) : null);

const changed = (state: FileCommentsState, commentID: string, change: (comment: ThreadComment) => ThreadComment): FileCommentsState => {
  const comment = commentOf(state, commentID);
  return comment === null ? state : { ...state, comments: { ...state.comments, [commentID]: change(comment) } };
};

export const evolve = (state: FileCommentsState, event: FileCommentsEvent): FileCommentsState => {
  switch (event.type) {
    case 'CommentAdded': {
      const comment: ThreadComment = { ...event.data, resolved: null, createdOn: event.metadata?.time ?? null };
      return { comments: { ...state.comments, [comment.commentID]: comment }, count: state.count + 1 };
    }
    case 'CommentResolved': {
      const { userID, resolved } = event.data;
      return changed(state, event.data.commentID, (c) => ({ ...c, resolved: resolved ? { userID, resolvedOn: event.metadata?.time ?? null } : null }));
    }
    case 'CommentTextUpdated':
      return changed(state, event.data.commentID, (c) => ({ ...c, text: event.data.text }));
    case 'CommentsDeleted': {
      const gone = new Set(event.data.commentIDs);
      const comments = Object.fromEntries(Object.entries(state.comments).filter(([id]) => !gone.has(id)));
      return { comments, count: Object.keys(comments).length };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
