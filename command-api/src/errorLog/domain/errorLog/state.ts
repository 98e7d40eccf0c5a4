// A user's client error log, folded from its stream errorlog-<userID>: only what the rate bound needs,
// the times of the latest entries (at most ErrorLogLimits.clientPerMinute of them).
import { ErrorLogLimits, type ErrorLogEvents, type EventOf } from '@wb/contracts';

export type ErrorLogEvent = EventOf<Pick<typeof ErrorLogEvents, 'ClientErrorLogged'>>;

export interface ErrorLogState {
  /** Epoch milliseconds of the latest entries, oldest first. */
  readonly recent: readonly number[];
}

export const initialState: ErrorLogState = { recent: [] };

export const evolve = (state: ErrorLogState, event: ErrorLogEvent): ErrorLogState => {
  switch (event.type) {
    case 'ClientErrorLogged':
      return { recent: [...state.recent, Date.parse(event.data.timestamp)].slice(-ErrorLogLimits.clientPerMinute) };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
