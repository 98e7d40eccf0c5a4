// The comments area: comments, replies, mentions and drawn annotations on a project's files and on the
// project itself (spec 002 "Review", spec 000 project comments).
import { defineArea } from '../kernel/area';
import { commentCalls } from './calls';
import { CommentEvents } from './events';
import { CommentMessages } from './messages';

export * from './constants';
export * from './fileKinds';
export * from './models';
export { CommentEvents } from './events';

export const commentsArea = defineArea({
  name: 'comments',
  calls: commentCalls,
  events: CommentEvents,
  messages: CommentMessages,
  readModels: ['fileComments'],
});
