// The review turnaround area: how fast review comments get resolved and how many review rounds scenes
// take, per project per month. It has no events of its own: its read model follows the comments' and
// scenes' events, so deployed it computes itself over every comment made before it existed.
import { defineArea } from '../kernel/area';
import { reviewTurnaroundCalls } from './calls';
import { ReviewTurnaroundMessages } from './messages';

export * from './constants';
export * from './models';

export const reviewTurnaroundArea = defineArea({
  name: 'reviewTurnaround',
  calls: reviewTurnaroundCalls,
  messages: ReviewTurnaroundMessages,
  readModels: ['reviewTurnaround'],
});
