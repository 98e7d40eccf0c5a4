// A user's feedback, folded from its stream feedback-<userID>: the times of the latest forms (at most
// FeedbackSettings.perHour), for the rate bound.
import { FeedbackSettings, type EventOf, type FeedbackEvents } from '@wb/contracts';

export type FeedbackEvent = EventOf<typeof FeedbackEvents>;

export interface FeedbackState {
  /** Epoch milliseconds of the latest forms, oldest first. */
  readonly recent: readonly number[];
}

export const initialState: FeedbackState = { recent: [] };

export const evolve = (state: FeedbackState, event: FeedbackEvent): FeedbackState => {
  switch (event.type) {
    case 'FeedbackSent':
      return { recent: [...state.recent, Date.parse(event.data.createdOn)].slice(-FeedbackSettings.perHour) };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
