// Uploads in progress, per Layers panel section (their progress bars). Files themselves are server
// state (projectFilesApi); a File is not serializable, so actions carry a stash token (uploadStash.ts).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FileSection } from './reviewTypes';

export type UploadStatus = 'uploading' | 'saving' | 'done' | 'failed';

export interface FileUpload {
  id: string;
  projectID: string;
  section: FileSection;
  name: string;
  /** Percent sent, 0 to 100. */
  progress: number;
  status: UploadStatus;
}

interface ProjectFilesState {
  uploads: FileUpload[];
}

const initialState: ProjectFilesState = { uploads: [] };

const slice = createSlice({
  name: 'projectFiles',
  initialState,
  reducers: {
    fileUploadStarted(state, action: PayloadAction<Omit<FileUpload, 'progress' | 'status'>>) {
      state.uploads.push({ ...action.payload, progress: 0, status: 'uploading' });
    },
    fileUploadProgressed(state, action: PayloadAction<{ id: string; progress: number }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (row) row.progress = Math.round(Math.min(100, Math.max(0, action.payload.progress)));
    },
    fileUploadFinished(state, action: PayloadAction<{ id: string; status: UploadStatus }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (row) {
        row.status = action.payload.status;
        if (action.payload.status !== 'failed') row.progress = 100;
      }
    },
    finishedUploadsDismissed(state, action: PayloadAction<{ projectID: string; section: FileSection }>) {
      state.uploads = state.uploads.filter((u) => u.projectID !== action.payload.projectID || u.section !== action.payload.section || u.status === 'uploading' || u.status === 'saving');
    },
  },
});

export const { fileUploadStarted, fileUploadProgressed, fileUploadFinished, finishedUploadsDismissed } = slice.actions;
export default slice.reducer;

/** The person chose files for a section's upload box. */
export const reviewFilesChosen = createAction<{ projectID: string; section: FileSection; filesToken: string }>('projectFiles/reviewFilesChosen');
/** The person confirmed 'Yes, delete' for a file; `active` when it is the one open. */
export const reviewFileDeleteConfirmed = createAction<{ projectID: string; fileID: string; active: boolean }>('projectFiles/reviewFileDeleteConfirmed');

type State = { projectFiles: ProjectFilesState };
export const selectFileUploads = (s: State) => s.projectFiles.uploads;
