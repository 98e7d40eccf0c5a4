import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dashboardApi, type ProjectListArgs } from './dashboardApi';
import type { DashboardView } from './dashboardFilter';

// What the dashboard holds besides server state: which list is open, the search box, and the
// selected cards. The cards and folders themselves live in RTK Query (dashboardApi.ts).
interface DashboardState {
  view: DashboardView;
  searchText: string;
  /** The search text once the box has been still for the debounce period, trimmed: what the list asks for. */
  settledSearchText: string;
  selectedIDs: string[];
  bulkPending: 'subscribe' | 'unsubscribe' | 'removeFromFolder' | null;
}

const initialState: DashboardState = {
  view: { filter: 'recent', folderID: null },
  searchText: '',
  settledSearchText: '',
  selectedIDs: [],
  bulkPending: null,
};

export interface FolderDrop {
  projectID: string;
  projectGroupID: string;
  /** Named in the success message. */
  folderName: string;
}

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
    searchTextSettled(state) {
      state.settledSearchText = state.searchText.trim();
    },
    projectSelectionToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.selectedIDs = state.selectedIDs.includes(id) ? state.selectedIDs.filter((x) => x !== id) : [...state.selectedIDs, id];
    },
    selectionCleared(state) {
      state.selectedIDs = [];
    },
    projectDroppedOnFolder(_state, _action: PayloadAction<FolderDrop>) {},
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
  extraReducers: (builder) => {
    // A selected card that is no longer listed cannot be acted on: it leaves the selection.
    builder.addMatcher(dashboardApi.endpoints.projectList.matchFulfilled, (state, action) => {
      const visible = new Set(action.payload.projects.map((p) => p.projectID));
      state.selectedIDs = state.selectedIDs.filter((id) => visible.has(id));
    });
  },
});

export const { opened, searchTextChanged, searchTextSettled, projectSelectionToggled, selectionCleared, projectDroppedOnFolder, subscribeRequested, removeFromFolderRequested, bulkActionFinished } =
  dashboardSlice.actions;
export default dashboardSlice.reducer;

type State = { dashboard: DashboardState };
export const selectDashboardView = (s: State) => s.dashboard.view;
export const selectSearchText = (s: State) => s.dashboard.searchText;
export const selectSelectedIDs = (s: State) => s.dashboard.selectedIDs;
export const selectBulkPending = (s: State) => s.dashboard.bulkPending;
export const selectIsSelected = (projectID: string) => (s: State) => s.dashboard.selectedIDs.includes(projectID);
/** Typed but not yet settled: the list on screen does not answer the box yet. */
export const selectSearchUnsettled = (s: State) => s.dashboard.searchText.trim() !== s.dashboard.settledSearchText;
/** The list the dashboard shows: the open filter or folder, searched by the settled text. */
export const selectProjectListArgs = createSelector([selectDashboardView, (s: State) => s.dashboard.settledSearchText], (view, text): ProjectListArgs => ({
  filter: view.filter,
  folderID: view.folderID,
  text,
}));
