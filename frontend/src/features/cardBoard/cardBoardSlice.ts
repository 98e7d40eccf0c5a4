import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExistingProject } from '@wb/contracts';

/** A link refused because another project holds the card (spec 000 section 8). */
export interface LinkRefusal {
  projectID: string;
  message: string;
  existingProject: ExistingProject;
}

// What the section waits for, and the last refusal to link; the link itself is a query (cardBoardApi.ts).
interface CardBoardState {
  /** The command under way: 'link', 'unlink' or 'due'. */
  busy: 'link' | 'unlink' | 'due' | null;
  refusal: LinkRefusal | null;
}

const initialState: CardBoardState = { busy: null, refusal: null };

const cardBoardSlice = createSlice({
  name: 'cardBoard',
  initialState,
  reducers: {
    linkRequested(state, _action: PayloadAction<{ projectID: string; trelloCardId: string }>) {
      state.busy = 'link';
      state.refusal = null;
    },
    linkRefused(state, action: PayloadAction<LinkRefusal>) {
      state.refusal = action.payload;
    },
    unlinkRequested(state, _action: PayloadAction<{ projectID: string }>) {
      state.busy = 'unlink';
    },
    dueRequested(state, _action: PayloadAction<{ cardId: string; dueDate: string | null; dueComplete: boolean }>) {
      state.busy = 'due';
    },
    commandEnded(state) {
      state.busy = null;
    },
  },
});

export const { linkRequested, linkRefused, unlinkRequested, dueRequested, commandEnded } = cardBoardSlice.actions;
export default cardBoardSlice.reducer;

type State = { cardBoard: CardBoardState };
export const selectCardBoard = (s: State) => s.cardBoard;
