// What the user has asked of exports and is waiting on: the scenes chosen for the Export dialog, the
// exports being started, the downloads being fetched and the admin's Launch exporter. The exports
// themselves (status, progress, URL) are server state, in the scenes, project files and admin queries.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ExportsState {
  /** The scenes the Export dialog is about, while it is open. */
  sceneDialog: { projectID: string; sceneIDs: string[] } | null;
  /** Scenes and files whose export is being started (add, then render). */
  starting: string[];
  /** Addresses of MP4s being fetched for download. */
  downloading: string[];
  launching: boolean;
}

const initialState: ExportsState = { sceneDialog: null, starting: [], downloading: [], launching: false };

const without = (list: string[], ids: readonly string[]) => list.filter((id) => !ids.includes(id));

const exportsSlice = createSlice({
  name: 'exports',
  initialState,
  reducers: {
    sceneExportChosen(state, action: PayloadAction<{ projectID: string; sceneIDs: string[] }>) {
      state.sceneDialog = { projectID: action.payload.projectID, sceneIDs: [...action.payload.sceneIDs] };
    },
    sceneExportDismissed(state) {
      state.sceneDialog = null;
    },
    /** Export in the dialog: `notify` asks for the desktop notice (and the bell) when all are done. */
    sceneExportConfirmed(state, action: PayloadAction<{ projectID: string; sceneIDs: string[]; notify: boolean }>) {
      state.sceneDialog = null;
      state.starting = [...without(state.starting, action.payload.sceneIDs), ...action.payload.sceneIDs];
    },
    /** Export in the Export SVGs dialog of the project's files. */
    fileExportConfirmed(state, action: PayloadAction<{ projectID: string; fileIDs: string[]; notify: boolean }>) {
      state.starting = [...without(state.starting, action.payload.fileIDs), ...action.payload.fileIDs];
    },
    exportStartFinished(state, action: PayloadAction<string[]>) {
      state.starting = without(state.starting, action.payload);
    },
    /** Download MP4: `fileName` is what the saved file is called. */
    downloadRequested(state, action: PayloadAction<{ url: string; fileName: string }>) {
      if (!state.downloading.includes(action.payload.url)) state.downloading.push(action.payload.url);
    },
    downloadFinished(state, action: PayloadAction<string>) {
      state.downloading = without(state.downloading, [action.payload]);
    },
    exporterLaunchRequested(state) {
      state.launching = true;
    },
    exporterLaunchFinished(state) {
      state.launching = false;
    },
  },
});

export const {
  sceneExportChosen,
  sceneExportDismissed,
  sceneExportConfirmed,
  fileExportConfirmed,
  exportStartFinished,
  downloadRequested,
  downloadFinished,
  exporterLaunchRequested,
  exporterLaunchFinished,
} = exportsSlice.actions;
export default exportsSlice.reducer;

type State = { exports: ExportsState };
export const selectSceneExportDialog = (s: State) => s.exports.sceneDialog;
export const selectStartingExports = (s: State) => s.exports.starting;
export const selectDownloading = (s: State) => s.exports.downloading;
export const selectLaunchingExporter = (s: State) => s.exports.launching;
