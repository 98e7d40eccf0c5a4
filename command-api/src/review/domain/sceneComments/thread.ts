// The scene thread as the shared comment-thread rules see it, with the scene's own wording.
import { Messages } from '@wb/contracts';
import type { AddFields, CommentThread, ThreadMessages } from '../../../shared/domain/commentThread/thread';
import { commentOf, commentsOf, type SceneCommentsState, type ThreadComment } from './state';

export const sceneThread = (state: SceneCommentsState): CommentThread<ThreadComment> => ({
  commentOf: (commentID) => commentOf(state, commentID),
  comments: () => commentsOf(state),
});

export const sceneMessages: ThreadMessages = {
  commentNotFound: Messages.commentNotFound,
  parentNotFound: Messages.parentCommentNotFound,
  parentIsReply: Messages.parentIsReply,
  replyToOutsideThread: Messages.replyToOutsideThread,
  replyToWithoutParent: Messages.replyToWithoutParent,
  replyTextRequired: Messages.replyTextRequired,
  commentEmpty: Messages.commentEmpty,
  mentionUnknown: Messages.mentionUnknown,
  resolveReply: Messages.resolveReply,
  notAuthor: Messages.notCommentAuthor,
  editResolved: Messages.editResolved,
};

/** The add call's body is flat, so its refusals name the fields themselves. */
export const sceneAddFields: AddFields = { text: 'text', parentCommentID: 'parentCommentID', replyToCommentID: 'replyToCommentID' };
