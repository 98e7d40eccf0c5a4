// What the user did with the misspelled words this session: the ones dismissed (not saved, just
// hidden) and the saves and deletes on their way. The saved words themselves are a query.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface SpellingState {
  /** Lower-cased words the user dismissed from the Spelling Errors list. */
  dismissed: string[];
  /** Lower-cased words being saved or deleted. */
  pending: string[];
}

const initialState: SpellingState = { dismissed: [], pending: [] };

const spellingSlice = createSlice({
  name: 'spelling',
  initialState,
  reducers: {
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

export const { misspelledWordDismissed, wordSaveRequested, savedWordDeleteRequested, wordChangeFinished } = spellingSlice.actions;
export default spellingSlice.reducer;

type State = { spelling: SpellingState };
export const selectDismissedWords = (s: State) => s.spelling.dismissed;
export const selectPendingWords = (s: State) => s.spelling.pending;
