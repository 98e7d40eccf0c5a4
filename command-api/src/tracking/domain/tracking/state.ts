// The Tracking aggregate's state, folded from its stream tracking-<projectID>: the hours of each entry
// (one per task type, user and day) and the word count.
import type { EventOf, TrackingEvents } from '@wb/contracts';

export type TrackingEvent = EventOf<typeof TrackingEvents>;

export interface EntryKey {
  readonly taskID: number;
  readonly userID: number;
  readonly date: string;
}

export interface TrackingState {
  /** Hours by entryKeyOf(entry). */
  readonly hours: Readonly<Record<string, number>>;
  readonly wordCount: number | null;
}

export const initialState: TrackingState = { hours: {}, wordCount: null };

export const entryKeyOf = (k: EntryKey): string => `${k.taskID}|${k.userID}|${k.date}`;

export const entryOfKey = (key: string): EntryKey => {
  const [taskID = '', userID = '', date = ''] = key.split('|');
  return { taskID: Number(taskID), userID: Number(userID), date };
};

export const evolve = (state: TrackingState, event: TrackingEvent): TrackingState => {
  switch (event.type) {
    case 'TrackingTaskUpdated':
      return { ...state, hours: { ...state.hours, [entryKeyOf(event.data)]: event.data.hours } };
    case 'TrackingTaskRemoved': {
      const { [entryKeyOf(event.data)]: _removed, ...rest } = state.hours;
      return { ...state, hours: rest };
    }
    case 'TrackingWordCountUpdated':
      return { ...state, wordCount: event.data.wordCount };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
