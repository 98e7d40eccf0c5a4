// What the user did with the misspelled words: the ones dismissed (not saved, just hidden; kept in the
// browser per user, dismissedWords.ts) and the saves and deletes on their way. The saved words
// themselves are a query.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface SpellingState {
  /** Lower-cased words the user dismissed from the Spelling Errors list. */
  dismissed: string[];
  /** Whose dismissed words were restored from the browser (null: none yet, so the list waits). */
  dismissedFor: number | null;
  /** Lower-cased words being saved or deleted. */
  pending: string[];
}

const initialState: SpellingState = { dismissed: [], dismissedFor: null, pending: [] };

const spellingSlice = createSlice({
  name: 'spelling',
  initialState,
  reducers: {
    /** The signed-in user's dismissed words as the browser kept them (another user's are dropped). */
    dismissedWordsRestored(state, action: PayloadAction<{ userID: number; words: string[] }>) {
      state.dismissed = [...new Set(action.payload.words.map((w) => w.toLowerCase()))];
      state.dismissedFor = action.payload.userID;
    },
    misspelledWordDismissed(state, action: PayloadAction<string>) {
      const key = action.payload.toLowerCase();
      if (!state.dismissed.includes(key)) state.dismissed.push(key);
    },
    wordSaveRequested(state, action: PayloadAction<string>) {
      state.pending.push(action.payload.toLowerCase());
    },
    savedWordDeleteRequested(state, action: PayloadAction<string>) {
      state.pending.push(action.payload.toLowerCase());
      // A deleted word counts as misspelled again, even if it was dismissed before it was saved.
      state.dismissed = state.dismissed.filter((w) => w !== action.payload.toLowerCase());
    },
    wordChangeFinished(state, action: PayloadAction<string>) {
      const key = action.payload.toLowerCase();
      state.pending = state.pending.filter((w) => w !== key);
    },
  },
});

export const { dismissedWordsRestored, misspelledWordDismissed, wordSaveRequested, savedWordDeleteRequested, wordChangeFinished } = spellingSlice.actions;
export default spellingSlice.reducer;

type State = { spelling: SpellingState };
export const selectDismissedWords = (s: State) => s.spelling.dismissed;
export const selectPendingWords = (s: State) => s.spelling.pending;
export const selectDismissedFor = (s: State) => s.spelling.dismissedFor;
