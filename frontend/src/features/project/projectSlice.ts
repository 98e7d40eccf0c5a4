import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Project } from '@wb/contracts';

interface ProjectState {
  /** The project last opened: the top navigation shows a Project link while there is one. */
  activeProjectID: string | null;
  project: Project | null;
  status: 'idle' | 'loading' | 'loaded' | 'notFound';
}

const initialState: ProjectState = { activeProjectID: null, project: null, status: 'idle' };

const projectSlice = createSlice({
  name: 'project',
  initialState,
  reducers: {
    projectOpened(state, action: PayloadAction<string>) {
      if (state.activeProjectID !== action.payload) state.project = null;
      state.activeProjectID = action.payload;
      state.status = 'loading';
    },
    projectLoaded(state, action: PayloadAction<Project>) {
      state.project = action.payload;
      state.activeProjectID = action.payload.projectID;
      state.status = 'loaded';
    },
    projectNotFound(state) {
      state.status = 'notFound';
      state.project = null;
      state.activeProjectID = null;
    },
  },
});

export const { projectOpened, projectLoaded, projectNotFound } = projectSlice.actions;
export default projectSlice.reducer;

type State = { project: ProjectState };
export const selectActiveProjectID = (s: State) => s.project.activeProjectID;
export const selectActiveProject = (s: State) => s.project.project;
export const selectProjectStatus = (s: State) => s.project.status;
