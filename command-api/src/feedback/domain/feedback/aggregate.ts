// The Feedback aggregate: stream feedback-<userID>, one per user, holding the forms they sent.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const feedbackAggregate = defineAggregate({
  streamType: 'feedback',
  streamId: (userID: number) => `feedback-${userID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
