import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Limits, ProjectStatus, type Project } from '@wb/contracts';
import { pageCount } from '../../../shared/pageList';
import { rowActionReducers, type BusyRows } from '../table/rowActions';

export type ProjectSort = 'created-desc' | 'created-asc' | 'name-asc' | 'name-desc' | 'modified-desc';
export type StatusCode = 0 | 1 | 2;

interface AdminProjectsState {
  text: string;
  sort: ProjectSort;
  statuses: StatusCode[];
  page: number;
  projects: Project[];
  total: number;
  loaded: boolean;
  busy: BusyRows;
  info: { projectID: string | null; renamePending: boolean };
}

const initialState: AdminProjectsState = {
  text: '',
  sort: 'created-desc',
  statuses: [ProjectStatus.Active],
  page: 1,
  projects: [],
  total: 0,
  loaded: false,
  busy: {},
  info: { projectID: null, renamePending: false },
};

const adminProjectsSlice = createSlice({
  name: 'adminProjects',
  initialState,
  reducers: {
    filterTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
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
    listLoaded(state, action: PayloadAction<{ projects: Project[]; total: number }>) {
      state.projects = action.payload.projects;
      state.total = action.payload.total;
      state.loaded = true;
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
  filterTextChanged, sortChanged, statusToggled, pageChanged, listLoaded, rowActionRequested, rowActionFinished,
  infoDialogOpened, infoDialogClosed, renameRequested, renameFinished,
} = adminProjectsSlice.actions;
export default adminProjectsSlice.reducer;

type State = { adminProjects: AdminProjectsState };
export const selectAdminProjectsQuery = (s: State) => ({
  text: s.adminProjects.text, sort: s.adminProjects.sort, statuses: s.adminProjects.statuses, page: s.adminProjects.page,
});
export const selectAdminProjectFilterText = (s: State) => s.adminProjects.text;
export const selectAdminProjectSort = (s: State) => s.adminProjects.sort;
export const selectAdminProjectStatuses = (s: State) => s.adminProjects.statuses;
export const selectAdminProjectPage = (s: State) => s.adminProjects.page;
export const selectAdminProjectRows = (s: State) => s.adminProjects.projects;
export const selectAdminProjectsLoaded = (s: State) => s.adminProjects.loaded;
export const selectAdminProjectTotal = (s: State) => s.adminProjects.total;
export const selectAdminProjectPageCount = (s: State) => pageCount(s.adminProjects.total, Limits.adminProjectPageSize);
export const selectAdminProjectBusy = (s: State) => s.adminProjects.busy;
export const selectProjectInfo = (s: State) => s.adminProjects.info;
export const selectInfoProject = (s: State) =>
  s.adminProjects.projects.find((p) => p.projectID === s.adminProjects.info.projectID) ?? null;
