// The feedback area: the feedback dialog's form and the admin Feedback tab (spec 000 section 1,
// spec 001's Feedback tab and Feedback form entity).
import { defineArea } from '../kernel/area';
import { feedbackCalls } from './calls';
import { FeedbackEvents } from './events';
import { FeedbackMessages } from './messages';

export * from './constants';
export * from './models';
export { FeedbackEvents } from './events';

export const feedbackArea = defineArea({
  name: 'feedback',
  calls: feedbackCalls,
  events: FeedbackEvents,
  messages: FeedbackMessages,
  readModels: ['feedback'],
});
