import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Project, ProjectGroup } from '@wb/contracts';
import type { DashboardView } from './dashboardFilter';

interface DashboardState {
  view: DashboardView;
  searchText: string;
  /** The search text of the request in flight, and of the list on screen (both trimmed). */
  requestedSearchText: string;
  shownSearchText: string;
  projects: Project[];
  total: number;
  loading: boolean;
  loaded: boolean;
  groups: ProjectGroup[];
  selectedIDs: string[];
  bulkPending: 'subscribe' | 'unsubscribe' | 'removeFromFolder' | null;
}

const initialState: DashboardState = {
  view: { filter: 'recent', folderID: null },
  searchText: '',
  requestedSearchText: '',
  shownSearchText: '',
  projects: [],
  total: 0,
  loading: false,
  loaded: false,
  groups: [],
  selectedIDs: [],
  bulkPending: null,
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<DashboardView>) {
      const changed = state.view.filter !== action.payload.filter || state.view.folderID !== action.payload.folderID;
      state.view = action.payload;
      if (changed) state.selectedIDs = [];
    },
    searchTextChanged(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    /** The search box has been still for the debounce period. */
    searchTextSettled() {},
    /** The sagas read the search text and ask at once, so the text now is the one asked for. */
    projectsRequested(state) {
      state.loading = true;
      state.requestedSearchText = state.searchText.trim();
    },
    projectsLoaded(state, action: PayloadAction<{ projects: Project[]; total: number }>) {
      state.loading = false;
      state.loaded = true;
      state.shownSearchText = state.requestedSearchText;
      state.projects = action.payload.projects;
      state.total = action.payload.total;
      const visible = new Set(action.payload.projects.map((p) => p.projectID));
      state.selectedIDs = state.selectedIDs.filter((id) => visible.has(id));
    },
    projectsFailed(state) {
      state.loading = false;
    },
    groupsLoaded(state, action: PayloadAction<ProjectGroup[]>) {
      state.groups = action.payload;
    },
    projectSelectionToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.selectedIDs = state.selectedIDs.includes(id)
        ? state.selectedIDs.filter((x) => x !== id)
        : [...state.selectedIDs, id];
    },
    selectionCleared(state) {
      state.selectedIDs = [];
    },
    projectDroppedOnFolder(_state, _action: PayloadAction<{ projectID: string; projectGroupID: string }>) {},
    subscribeRequested(state, action: PayloadAction<{ subscribed: boolean }>) {
      state.bulkPending = action.payload.subscribed ? 'subscribe' : 'unsubscribe';
    },
    removeFromFolderRequested(state) {
      state.bulkPending = 'removeFromFolder';
    },
    bulkActionFinished(state, action: PayloadAction<{ succeeded: boolean }>) {
      state.bulkPending = null;
      if (action.payload.succeeded) state.selectedIDs = [];
    },
  },
});

export const {
  opened, searchTextChanged, searchTextSettled, projectsRequested, projectsLoaded, projectsFailed, groupsLoaded,
  projectSelectionToggled, selectionCleared, projectDroppedOnFolder, subscribeRequested, removeFromFolderRequested,
  bulkActionFinished,
} = dashboardSlice.actions;
export default dashboardSlice.reducer;

type State = { dashboard: DashboardState };
export const selectDashboardView = (s: State) => s.dashboard.view;
export const selectSearchText = (s: State) => s.dashboard.searchText;
/** The search the cards on screen answer: headings and empty states speak of it, not of the box. */
export const selectShownSearchText = (s: State) => s.dashboard.shownSearchText;
/** Typing and waiting out the debounce, or the answer is on its way. */
export const selectSearchPending = (s: State) =>
  s.dashboard.loading || s.dashboard.searchText.trim() !== s.dashboard.requestedSearchText;
export const selectProjects = (s: State) => s.dashboard.projects;
export const selectProjectTotal = (s: State) => s.dashboard.total;
export const selectProjectsLoading = (s: State) => s.dashboard.loading;
export const selectProjectsLoaded = (s: State) => s.dashboard.loaded;
export const selectFolders = (s: State) => s.dashboard.groups;
export const selectSelectedIDs = (s: State) => s.dashboard.selectedIDs;
export const selectBulkPending = (s: State) => s.dashboard.bulkPending;
export const selectIsSelected = (projectID: string) => (s: State) => s.dashboard.selectedIDs.includes(projectID);
export const selectActiveFolder = createSelector([selectDashboardView, selectFolders], (view, groups) =>
  view.folderID ? (groups.find((g) => g.projectGroupID === view.folderID) ?? null) : null,
);
