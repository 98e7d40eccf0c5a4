import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FEEDBACK_TYPES } from '@wb/contracts';

// The feedback dialog's form while it is sent, and whether it was (the thanks replace the form).
interface FeedbackState {
  sending: boolean;
  sent: boolean;
}

export interface FeedbackDraft {
  type: (typeof FEEDBACK_TYPES)[number];
  text: string;
}

const initialState: FeedbackState = { sending: false, sent: false };

const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    feedbackSendRequested(state, _action: PayloadAction<FeedbackDraft>) {
      state.sending = true;
    },
    feedbackSent(state) {
      state.sending = false;
      state.sent = true;
    },
    feedbackSendFailed(state) {
      state.sending = false;
    },
    /** The dialog opened again: a fresh form. */
    feedbackDialogOpened() {
      return initialState;
    },
  },
});

export const { feedbackSendRequested, feedbackSent, feedbackSendFailed, feedbackDialogOpened } = feedbackSlice.actions;
export default feedbackSlice.reducer;

type State = { feedback: FeedbackState };
export const selectFeedbackSending = (s: State) => s.feedback.sending;
export const selectFeedbackSent = (s: State) => s.feedback.sent;
