// The review area: timestamped comments, replies and drawn annotations on scenes (spec 002, "Review").
import { defineArea } from '../kernel/area';
import { reviewCalls } from './calls';
import { ReviewEvents } from './events';
import { ReviewMessages } from './messages';
import { reviewUpcasters } from './upcasters';

export * from './constants';
export * from './models';
export { ReviewEvents } from './events';
export { annotations } from './fields';
export { authorAsSeenBy } from './anonymous';

export const reviewArea = defineArea({
  name: 'review',
  calls: reviewCalls,
  events: ReviewEvents,
  upcasters: reviewUpcasters,
  messages: ReviewMessages,
  readModels: ['sceneComments'],
});
