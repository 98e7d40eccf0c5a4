// A file's or project's thread as the shared comment-thread rules see it, with the file comments' own wording.
import { Messages } from '@wb/contracts';
import type { AddFields, CommentThread, ThreadMessages } from '../../../shared/domain/commentThread/thread';
import { commentOf, type FileCommentsState, type ThreadComment } from './state';

export const fileThread = (state: FileCommentsState): CommentThread<ThreadComment> => ({
  commentOf: (commentID) => commentOf(state, commentID),
  comments: () => Object.values(state.comments),
});

export const fileMessages: ThreadMessages = {
  commentNotFound: Messages.fileCommentNotFound,
  parentNotFound: Messages.fileParentNotFound,
  parentIsReply: Messages.fileParentIsReply,
  replyToOutsideThread: Messages.fileReplyToOutsideThread,
  replyToWithoutParent: Messages.fileReplyToWithoutParent,
  replyTextRequired: Messages.fileReplyTextRequired,
  commentEmpty: Messages.fileCommentEmpty,
  mentionUnknown: Messages.mentionedUserUnknown,
  resolveReply: Messages.fileCommentReplyNotResolvable,
  notAuthor: Messages.fileCommentNotAuthor,
  editResolved: Messages.fileCommentResolvedNoEdit,
};

/** The add call's body sits under `data`, so its refusals name `data.<field>`. */
export const fileAddFields: AddFields = { text: 'data.text', parentCommentID: 'data.parentCommentID', replyToCommentID: 'data.replyToCommentID' };
