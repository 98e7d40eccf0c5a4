// The rules of changes to comments already made, in any thread (spec 002 sections 3, 5 and 6): anyone
// resolves or opens again a top-level comment; only the author edits (while it is open, and only a
// changed text) or deletes; deleting a comment deletes its replies, whoever wrote them. Each rule
// answers the refusal, null when nothing is to be recorded, or what the area records its event from.
import { domainError, isDomainError, type DomainError } from '../domainError';
import { hasText, refused } from './text';
import type { CommentThread, ThreadComment, ThreadMessages } from './thread';

const found = <C extends ThreadComment>(thread: CommentThread<C>, commentID: string, messages: ThreadMessages): C | DomainError =>
  thread.commentOf(commentID) ?? refused('notFound', messages.commentNotFound, 'commentID');

/** The comment to resolve (or open again), or null when it is in that state already. */
export const toResolve = <C extends ThreadComment>(thread: CommentThread<C>, commentID: string, resolved: boolean, messages: ThreadMessages): C | DomainError | null => {
  const comment = found(thread, commentID, messages);
  if (isDomainError(comment)) return comment;
  if (comment.parentCommentID !== null) return refused('validation', messages.resolveReply, 'commentID');
  return (comment.resolved !== null) === resolved ? null : comment;
};

/** The comment whose text the author changes, or null when the text is the same (spec 002 section 5: editing saves only if the text changed). */
export const toEdit = <C extends ThreadComment>(thread: CommentThread<C>, commentID: string, userID: number, text: string, messages: ThreadMessages): C | DomainError | null => {
  const comment = found(thread, commentID, messages);
  if (isDomainError(comment)) return comment;
  if (comment.userID !== userID) return domainError('forbidden', messages.notAuthor);
  if (comment.resolved !== null) return domainError('conflict', messages.editResolved);
  if (comment.text === text) return null;
  if (!hasText(text)) {
    if (comment.parentCommentID !== null) return refused('validation', messages.replyTextRequired, 'text');
    if (comment.annotations.length === 0) return refused('validation', messages.commentEmpty, 'text');
  }
  return comment;
};

export interface Deletion<C> {
  /** The live comments the call named, in the order named (ones already deleted are skipped: a retry, or gone with their parent). */
  readonly named: readonly C[];
  /** Every id deleted: the named ones, then their replies in thread order. */
  readonly commentIDs: readonly string[];
}

/** What deleting the named comments deletes, or null when none of them is left. */
export const toDelete = <C extends ThreadComment>(thread: CommentThread<C>, commentIDs: readonly string[], userID: number, messages: ThreadMessages): Deletion<C> | DomainError | null => {
  const named = [...new Set(commentIDs)].map((id) => thread.commentOf(id)).filter((c): c is C => c !== null);
  if (named.some((c) => c.userID !== userID)) return domainError('forbidden', messages.notAuthor);
  if (named.length === 0) return null;
  const gone = new Set(named.map((c) => c.commentID));
  for (const c of thread.comments()) if (c.parentCommentID !== null && gone.has(c.parentCommentID)) gone.add(c.commentID);
  return { named, commentIDs: [...gone] };
};
