import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type Calls, Limits, ProjectStatus, type CallInput } from '@wb/contracts';
import { rowActionReducers, type BusyRows } from '../table/rowActions';

export type ProjectSort = 'created-desc' | 'created-asc' | 'name-asc' | 'name-desc' | 'modified-desc';
export type StatusCode = 0 | 1 | 2;

// The Projects section's filters, page, busy rows and info dialog; the rows are a query
// (adminProjectsApi.ts) asked for with the arguments these name.
interface AdminProjectsState {
  text: string;
  /** The filter text once typing has paused, trimmed: what the table asks for. */
  settledText: string;
  sort: ProjectSort;
  statuses: StatusCode[];
  page: number;
  busy: BusyRows;
  info: { projectID: string | null; renamePending: boolean };
}

const initialState: AdminProjectsState = {
  text: '',
  settledText: '',
  sort: 'created-desc',
  statuses: [ProjectStatus.Active],
  page: 1,
  busy: {},
  info: { projectID: null, renamePending: false },
};

const adminProjectsSlice = createSlice({
  name: 'adminProjects',
  initialState,
  reducers: {
    filterTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
    /** Typing has paused: a changed filter asks again from the first page. */
    filterTextSettled(state) {
      const text = state.text.trim();
      if (text === state.settledText) return;
      state.settledText = text;
      state.page = 1;
    },
    sortChanged(state, action: PayloadAction<ProjectSort>) {
      state.sort = action.payload;
      state.page = 1;
    },
    statusToggled(state, action: PayloadAction<StatusCode>) {
      const s = action.payload;
      state.statuses = state.statuses.includes(s) ? state.statuses.filter((x) => x !== s) : [...state.statuses, s].sort();
      state.page = 1;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    ...rowActionReducers<AdminProjectsState>(),
    infoDialogOpened(state, action: PayloadAction<string>) {
      state.info = { projectID: action.payload, renamePending: false };
    },
    infoDialogClosed(state) {
      state.info = { projectID: null, renamePending: false };
    },
    renameRequested(state, _action: PayloadAction<{ projectID: string; name: string }>) {
      state.info.renamePending = true;
    },
    renameFinished(state) {
      state.info.renamePending = false;
    },
  },
});

export const {
  filterTextChanged,
  filterTextSettled,
  sortChanged,
  statusToggled,
  pageChanged,
  rowActionRequested,
  rowActionFinished,
  infoDialogOpened,
  infoDialogClosed,
  renameRequested,
  renameFinished,
} = adminProjectsSlice.actions;
export default adminProjectsSlice.reducer;

type State = { adminProjects: AdminProjectsState };
export const selectAdminProjectFilterText = (s: State) => s.adminProjects.text;
export const selectAdminProjectSort = (s: State) => s.adminProjects.sort;
export const selectAdminProjectStatuses = (s: State) => s.adminProjects.statuses;
export const selectAdminProjectPage = (s: State) => s.adminProjects.page;
export const selectAdminProjectBusy = (s: State) => s.adminProjects.busy;
export const selectProjectInfo = (s: State) => s.adminProjects.info;

const sortParams = (sort: ProjectSort) => {
  const [sortBy, sortDir] = sort.split('-') as ['name' | 'created' | 'modified', 'asc' | 'desc'];
  return { sortBy, sortDir };
};

/** The page of the table the filters name, as the registry's getAllProjects input. */
export const selectAdminProjectsArgs = createSelector(
  [(s: State) => s.adminProjects.settledText, selectAdminProjectSort, selectAdminProjectStatuses, selectAdminProjectPage],
  (text, sort, statuses, page): CallInput<typeof Calls.admin.getAllProjects> => ({
    text,
    ...sortParams(sort),
    status: statuses,
    start: (page - 1) * Limits.adminProjectPageSize,
    count: Limits.adminProjectPageSize,
  }),
);

/** Pages of 20 (spec 000 section 4). */
export const pageCountOf = (total: number): number => Math.ceil(total / Limits.adminProjectPageSize);
