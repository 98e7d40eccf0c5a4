import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ProjectState {
  /**
   * The project last opened, as its address named it (id or name): the top navigation keeps a Project
   * link to it after the user leaves. The project itself is server state (projectApi).
   */
  openedAs: string | null;
}

const initialState: ProjectState = { openedAs: null };

const projectSlice = createSlice({
  name: 'project',
  initialState,
  reducers: {
    projectOpened(state, action: PayloadAction<string>) {
      state.openedAs = action.payload;
    },
  },
});

export const { projectOpened } = projectSlice.actions;
export default projectSlice.reducer;

type State = { project: ProjectState };
export const selectProjectOpenedAs = (s: State) => s.project.openedAs;
