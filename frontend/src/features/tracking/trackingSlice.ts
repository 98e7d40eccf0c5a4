import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One entry: a user's hours on a task type on a day. */
export interface EntryKey {
  taskID: number;
  userID: number;
  date: string;
}

export interface EntrySave extends EntryKey {
  projectID: string;
  hours: number;
  /** The entry being edited, when its task type, user or day changed: removed once the new one is saved. */
  replaces: EntryKey | null;
}

// What the Tracking section is waiting for; the entries themselves are a query (trackingApi.ts).
interface TrackingState {
  savingEntry: boolean;
  /** Counts saved entries, so the form clears after a save that worked (and keeps its text otherwise). */
  entriesSaved: number;
  savingWordCount: boolean;
  /** The entry being removed, as `${taskID}|${userID}|${date}`. */
  removing: string | null;
}

const initialState: TrackingState = { savingEntry: false, entriesSaved: 0, savingWordCount: false, removing: null };

export const entryKeyText = (e: EntryKey): string => `${e.taskID}|${e.userID}|${e.date}`;

const trackingSlice = createSlice({
  name: 'tracking',
  initialState,
  reducers: {
    entrySaveRequested(state, _action: PayloadAction<EntrySave>) {
      state.savingEntry = true;
    },
    entrySaveEnded(state, action: PayloadAction<{ saved: boolean }>) {
      state.savingEntry = false;
      if (action.payload.saved) state.entriesSaved += 1;
    },
    entryRemoveRequested(state, action: PayloadAction<EntryKey & { projectID: string }>) {
      state.removing = entryKeyText(action.payload);
    },
    entryRemoveEnded(state) {
      state.removing = null;
    },
    wordCountSaveRequested(state, _action: PayloadAction<{ projectID: string; wordCount: number }>) {
      state.savingWordCount = true;
    },
    wordCountSaveEnded(state) {
      state.savingWordCount = false;
    },
  },
});

export const { entrySaveRequested, entrySaveEnded, entryRemoveRequested, entryRemoveEnded, wordCountSaveRequested, wordCountSaveEnded } = trackingSlice.actions;
export default trackingSlice.reducer;

type State = { tracking: TrackingState };
export const selectTracking = (s: State) => s.tracking;
