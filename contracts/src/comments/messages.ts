import type { MessageTable } from '../kernel/messages';
import { CommentLimits } from './constants';

// The spec states these rules (002 sections 5 and 6) without quoting a message: ours
// (docs/decisions/fileComments.md).
export const CommentMessages = {
  fileCommentEmpty: 'Write a comment or draw on the file before saving.',
  fileReplyTextRequired: 'A reply needs some text.',
  fileNotInProject: 'This file is not in this project.',
  fileCommentProjectNotFound: 'This project does not exist.',
  fileCommentNotFound: 'This comment does not exist.',
  fileParentNotFound: 'The comment you are replying to is not on this file.',
  fileParentIsReply: 'A reply belongs to a top-level comment: to answer a reply, give it as replyToCommentID.',
  fileReplyToOutsideThread: 'A reply answers its parent comment or another reply to it.',
  fileReplyToWithoutParent: 'Say which comment this reply belongs to (parentCommentID).',
  fileCommentLimit: `This file has reached its limit of ${CommentLimits.maxCommentsPerThread} comments.`,
  fileCommentNotAuthor: 'Only the author of a comment may change or delete it.',
  fileCommentResolvedNoEdit: 'A resolved comment cannot be edited: unresolve it first.',
  fileCommentReplyNotResolvable: 'Only top-level comments can be resolved.',
  mentionedUserUnknown: 'A mentioned user does not exist or is no longer active.',
  timestampOnlyForVideos: 'Only comments on a video have a time (a frame).',
} as const satisfies MessageTable;
