import type { MessageTable } from '../kernel/messages';
import { ReviewLimits } from './constants';

// The spec states these rules (002 sections 5 and 6, "Comments") without quoting a message: ours
// (docs/decisions/review.md).
export const ReviewMessages = {
  replyTextRequired: 'A reply needs some text.',
  commentEmpty: 'Write a comment or draw on the scene before saving.',
  parentCommentNotFound: 'The comment you are replying to is not on this scene.',
  parentIsReply: 'A reply belongs to a top-level comment: to answer a reply, give it as replyToCommentID.',
  replyToOutsideThread: 'A reply answers its parent comment or another reply to it.',
  sceneCommentLimit: `This scene has reached its limit of ${ReviewLimits.maxCommentsPerScene} comments.`,
  replyToWithoutParent: 'Say which comment this reply belongs to (parentCommentID).',
  commentNotFound: 'This comment does not exist.',
  resolveReply: 'Only a top-level comment is resolved; its replies go with it.',
  notCommentAuthor: 'Only the author of a comment may change or delete it.',
  editResolved: 'A resolved comment cannot be edited: open it again first.',
  mentionUnknown: 'Mention only active users of the team.',
  anonymousName: 'Anonymous',
} as const satisfies MessageTable;
