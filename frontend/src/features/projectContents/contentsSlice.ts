// The contents page's settings while they are sent: which setting waits for the server (its button
// shows a spinner), how many times each was saved (a form empties itself after a save), and the
// server's refusal of the last link added (shown under the form besides the toast).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentsCommand } from './contentsCommands';

export type ContentsSetting = 'name' | 'thumbnail' | 'due' | 'link' | 'credit' | 'status';

export interface ProjectContentsState {
  readonly pending: Partial<Record<ContentsSetting, boolean>>;
  readonly saved: Partial<Record<ContentsSetting, number>>;
  readonly linkRefusal: string | null;
}

const initialState: ProjectContentsState = { pending: {}, saved: {}, linkRefusal: null };

const slice = createSlice({
  name: 'projectContents',
  initialState,
  reducers: {
    contentsCommandRequested(state, action: PayloadAction<{ setting: ContentsSetting; command: ContentsCommand }>) {
      state.pending[action.payload.setting] = true;
      if (action.payload.setting === 'link') state.linkRefusal = null;
    },
    thumbnailChosen(state, _action: PayloadAction<{ projectID: string; file: File }>) {
      state.pending.thumbnail = true;
    },
    contentsCommandSettled(state, action: PayloadAction<{ setting: ContentsSetting; refusal: string | null }>) {
      const { setting, refusal } = action.payload;
      state.pending[setting] = false;
      if (refusal === null) state.saved[setting] = (state.saved[setting] ?? 0) + 1;
      if (setting === 'link') state.linkRefusal = refusal;
    },
    linkRefusalCleared(state) {
      state.linkRefusal = null;
    },
  },
});

export const { contentsCommandRequested, thumbnailChosen, contentsCommandSettled, linkRefusalCleared } = slice.actions;

export const selectProjectContents = (state: { projectContents: ProjectContentsState }): ProjectContentsState => state.projectContents;

export default slice.reducer;
