// The public review area: review links of scenes and projects, and what their public pages read
// (spec 002, "Public and signed-in review screen", section 7 "Public review and access").
import { defineArea } from '../kernel/area';
import { publicReviewCalls } from './calls';
import { PublicReviewErrorCode } from './errors';
import { PublicReviewEvents } from './events';
import { PublicReviewMessages } from './messages';

export * from './constants';
export * from './models';
export { PublicReviewEvents } from './events';

export const publicReviewArea = defineArea({
  name: 'publicReview',
  calls: publicReviewCalls,
  events: PublicReviewEvents,
  errors: PublicReviewErrorCode,
  messages: PublicReviewMessages,
  readModels: ['reviewLinks'],
});
