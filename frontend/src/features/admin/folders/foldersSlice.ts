import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectGroup } from '@wb/contracts';
import { rowActionReducers, type BusyRows } from '../table/rowActions';

export type Boards = ProjectGroup['data']['trello']['boards'];

// The Folders section's dialogs and busy rows; the folders themselves are a query (foldersApi.ts).
interface FoldersState {
  busy: BusyRows;
  newFolder: { open: boolean; name: string; pending: boolean; deletedName: string | null };
  boards: { projectGroupID: string | null; pending: boolean };
}

const closedNewFolder = { open: false, name: '', pending: false, deletedName: null };
const initialState: FoldersState = {
  busy: {},
  newFolder: closedNewFolder,
  boards: { projectGroupID: null, pending: false },
};

const foldersSlice = createSlice({
  name: 'folders',
  initialState,
  reducers: {
    ...rowActionReducers<FoldersState>(),
    newFolderDialogOpened(state) {
      state.newFolder = { ...closedNewFolder, open: true };
    },
    newFolderDialogClosed(state) {
      state.newFolder = closedNewFolder;
    },
    newFolderNameChanged(state, action: PayloadAction<string>) {
      state.newFolder.name = action.payload;
      state.newFolder.deletedName = null;
    },
    newFolderSaveRequested(state) {
      state.newFolder.pending = true;
    },
    deletedFolderFound(state, action: PayloadAction<string>) {
      state.newFolder.pending = false;
      state.newFolder.deletedName = action.payload;
    },
    deletedFolderReviveRequested(state) {
      state.newFolder.pending = true;
    },
    newFolderFailed(state) {
      state.newFolder.pending = false;
    },
    newFolderDone(state) {
      state.newFolder = closedNewFolder;
    },
    boardsDialogOpened(state, action: PayloadAction<string>) {
      state.boards = { projectGroupID: action.payload, pending: false };
    },
    boardsDialogClosed(state) {
      state.boards = { projectGroupID: null, pending: false };
    },
    boardsSaveRequested(state, _action: PayloadAction<{ projectGroupID: string; boards: Boards }>) {
      state.boards.pending = true;
    },
    boardsSaveFailed(state) {
      state.boards.pending = false;
    },
  },
});

export const {
  rowActionRequested,
  rowActionFinished,
  newFolderDialogOpened,
  newFolderDialogClosed,
  newFolderNameChanged,
  newFolderSaveRequested,
  deletedFolderFound,
  deletedFolderReviveRequested,
  newFolderFailed,
  newFolderDone,
  boardsDialogOpened,
  boardsDialogClosed,
  boardsSaveRequested,
  boardsSaveFailed,
} = foldersSlice.actions;
export default foldersSlice.reducer;

type State = { folders: FoldersState };
export const selectFolderBusy = (s: State) => s.folders.busy;
export const selectNewFolder = (s: State) => s.folders.newFolder;
export const selectBoardsDialog = (s: State) => s.folders.boards;
