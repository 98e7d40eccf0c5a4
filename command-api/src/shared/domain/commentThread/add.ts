// The rules of a new comment in any thread (spec 002 sections 3 and 5): a top-level comment holds text
// or a drawn shape; a reply holds text and belongs to a top-level comment of the same thread, and
// answers its parent or another reply under it; mentions name active users, never the author.
import { isDomainError, type DomainError } from '../domainError';
import { hasText, refused } from './text';
import type { AddFields, CommentThread, ThreadComment, ThreadMessages } from './thread';

export interface NewComment {
  readonly commentID: string;
  /** The author. */
  readonly userID: number;
  readonly text: string;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
  readonly annotations: readonly unknown[];
}

/** The reply's refusal, or the comment of the thread it answers (its parent unless it names another). */
const replyTarget = <C extends ThreadComment>(comment: NewComment, parentID: string, thread: CommentThread<C>, messages: ThreadMessages, fields: AddFields): DomainError | string => {
  if (!hasText(comment.text)) return refused('validation', messages.replyTextRequired, fields.text);
  const parent = thread.commentOf(parentID);
  if (parent === null) return refused('notFound', messages.parentNotFound, fields.parentCommentID);
  if (parent.parentCommentID !== null) return refused('validation', messages.parentIsReply, fields.parentCommentID);
  const target = comment.replyToCommentID ?? parentID;
  if (target === parentID) return target;
  return thread.commentOf(target)?.parentCommentID === parentID ? target : refused('validation', messages.replyToOutsideThread, fields.replyToCommentID);
};

/** The refusal of the comment's place in the thread, or the comment it answers (null for a top-level one). */
const replyToOf = <C extends ThreadComment>(comment: NewComment, thread: CommentThread<C>, messages: ThreadMessages, fields: AddFields): DomainError | { readonly replyToCommentID: string | null } => {
  if (comment.parentCommentID !== null) {
    const target = replyTarget(comment, comment.parentCommentID, thread, messages, fields);
    return typeof target === 'string' ? { replyToCommentID: target } : target;
  }
  if (comment.replyToCommentID !== null) return refused('validation', messages.replyToWithoutParent, fields.parentCommentID);
  if (!hasText(comment.text) && comment.annotations.length === 0) return refused('validation', messages.commentEmpty, fields.text);
  return { replyToCommentID: null };
};

/** A user the comment names, as the route found them: `active` is false for an unknown or deactivated user. */
export interface MentionedUser {
  readonly userID: number;
  readonly active: boolean;
}

/**
 * The users notified, each once, in the order named and then `alsoNotified` (the members for '@here'),
 * or the refusal when one named is not an active user. Never the author: nobody is told of their own comment.
 */
const mentionedUserIDs = ({ users, alsoNotified }: Mentioned, authorID: number, messages: ThreadMessages): number[] | DomainError => {
  if (users.some((u) => !u.active)) return refused('validation', messages.mentionUnknown, 'mentionedUsers');
  return [...new Set([...users.map((u) => u.userID), ...alsoNotified])].filter((id) => id !== authorID);
};

export interface Mentioned {
  readonly users: readonly MentionedUser[];
  /** Who else is notified: the project's members when '@here' was named, otherwise none. */
  readonly alsoNotified: readonly number[];
}

/** What the area records of a new comment besides what the call gave. */
export interface Addition {
  readonly replyToCommentID: string | null;
  readonly mentionedUserIDs: number[];
}

/**
 * The rules of a new comment, in the order every area answers them: a retried save of the same comment
 * (its Idempotency-Key gives the same id) finds it made (null: nothing to record); then the area's own
 * refusal of where the comment goes (its scene or file, room in the thread); then its place in the
 * thread and its text; then its mentions.
 */
export const addition = <C extends ThreadComment>(
  thread: CommentThread<C>,
  comment: NewComment,
  mentioned: Mentioned,
  placeRefusal: () => DomainError | null,
  messages: ThreadMessages,
  fields: AddFields,
): Addition | DomainError | null => {
  if (thread.commentOf(comment.commentID) !== null) return null;
  const misplaced = placeRefusal();
  if (misplaced !== null) return misplaced;
  const place = replyToOf(comment, thread, messages, fields);
  if (isDomainError(place)) return place;
  const mentionedIDs = mentionedUserIDs(mentioned, comment.userID, messages);
  return isDomainError(mentionedIDs) ? mentionedIDs : { replyToCommentID: place.replyToCommentID, mentionedUserIDs: mentionedIDs };
};
