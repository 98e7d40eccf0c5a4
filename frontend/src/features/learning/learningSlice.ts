import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LearnLinkHolder } from '@wb/contracts';

/** A link refused because another project holds the video (spec 002 section 8). */
export interface LinkRefusal {
  projectID: string;
  nodeID: string;
  message: string;
  holder: LearnLinkHolder;
}

// What the screen waits for, and the last refusal to link; the link itself is a query (learningApi.ts).
interface LearningState {
  busy: 'link' | 'unlink' | null;
  /** The project whose link just changed: its search dialog closes. */
  linkedProjectID: string | null;
  refusal: LinkRefusal | null;
}

const initialState: LearningState = { busy: null, linkedProjectID: null, refusal: null };

const learningSlice = createSlice({
  name: 'learning',
  initialState,
  reducers: {
    linkRequested(state, _action: PayloadAction<{ projectID: string; nodeID: string }>) {
      state.busy = 'link';
      state.refusal = null;
      state.linkedProjectID = null;
    },
    linkDone(state, action: PayloadAction<{ projectID: string }>) {
      state.linkedProjectID = action.payload.projectID;
    },
    linkRefused(state, action: PayloadAction<LinkRefusal>) {
      state.refusal = action.payload;
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
    unlinkRequested(state, _action: PayloadAction<{ projectID: string }>) {
      state.busy = 'unlink';
    },
    commandEnded(state) {
      state.busy = null;
    },
  },
});

export const { linkRequested, linkDone, linkRefused, refusalDismissed, unlinkRequested, commandEnded } = learningSlice.actions;
export default learningSlice.reducer;

type State = { learning: LearningState };
export const selectLearning = (s: State) => s.learning;
