// The smallest view of a comment thread the shared rules read, so any commenting area (scene, file,
// project, a future one) can hand its own state to them without the rules knowing its events.

/** What the rules need of one comment; an area's comments carry more. */
export interface ThreadComment {
  readonly commentID: string;
  readonly userID: number;
  /** Null for a top-level comment; replies always point at a top-level one. */
  readonly parentCommentID: string | null;
  /** Null while open; whatever the area records of the resolution otherwise. */
  readonly resolved: unknown;
  readonly text: string;
  readonly annotations: readonly unknown[];
}

export interface CommentThread<C extends ThreadComment> {
  /** One live comment by its id (null when the thread has none, or it was deleted). */
  readonly commentOf: (commentID: string) => C | null;
  /** The live comments, in the order they were added (asked for only by the rules that walk the whole thread). */
  readonly comments: () => readonly C[];
}

/**
 * The words and field names each area answers with: the rules are one, but areas name them in their
 * own messages (spec 002 gives scene and file comments different wording), and the add call of some
 * areas nests its body under `data.`.
 */
export interface ThreadMessages {
  readonly commentNotFound: string;
  readonly parentNotFound: string;
  readonly parentIsReply: string;
  readonly replyToOutsideThread: string;
  readonly replyToWithoutParent: string;
  readonly replyTextRequired: string;
  readonly commentEmpty: string;
  readonly mentionUnknown: string;
  readonly resolveReply: string;
  readonly notAuthor: string;
  readonly editResolved: string;
}

/** The field names the add call's refusals name (the other calls name `text` and `commentID`). */
export interface AddFields {
  readonly text: string;
  readonly parentCommentID: string;
  readonly replyToCommentID: string;
}
