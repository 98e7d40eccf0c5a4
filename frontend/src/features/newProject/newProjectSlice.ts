import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The name belongs to an existing project: deleted (offer Revive) or live (offer Join). */
export type NameConflict = { kind: 'deleted' | 'taken'; projectID: string };

interface NewProjectState {
  open: boolean;
  name: string;
  pending: 'create' | 'revive' | 'join' | null;
  conflict: NameConflict | null;
}

const initialState: NewProjectState = { open: false, name: '', pending: null, conflict: null };

const newProjectSlice = createSlice({
  name: 'newProject',
  initialState,
  reducers: {
    dialogOpened() {
      return { ...initialState, open: true };
    },
    dialogClosed() {
      return initialState;
    },
    nameChanged(state, action: PayloadAction<string>) {
      state.name = action.payload;
      state.conflict = null;
    },
    createRequested(state) {
      state.pending = 'create';
      state.conflict = null;
    },
    nameConflictFound(state, action: PayloadAction<NameConflict>) {
      state.pending = null;
      state.conflict = action.payload;
    },
    reviveRequested(state) {
      state.pending = 'revive';
    },
    joinRequested(state) {
      state.pending = 'join';
    },
    requestFailed(state) {
      state.pending = null;
    },
    projectReady() {
      return initialState;
    },
  },
});

export const { dialogOpened, dialogClosed, nameChanged, createRequested, nameConflictFound, reviveRequested, joinRequested, requestFailed, projectReady } = newProjectSlice.actions;
export default newProjectSlice.reducer;

type State = { newProject: NewProjectState };
export const selectNewProject = (s: State) => s.newProject;
export const selectCanCreate = (s: State) => s.newProject.name.trim() !== '' && s.newProject.pending === null;
