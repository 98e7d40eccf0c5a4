// Uploads in progress of the contents page's upload sections (what the user started; the files
// themselves are server state in projectActivityApi). Actions carry a stash token, not the files.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetPurpose } from './assetPurposes';

type AssetType = AssetPurpose['assetType'];

export interface AssetUpload {
  id: string;
  projectID: string;
  assetType: AssetType;
  name: string;
  status: 'uploading' | 'done' | 'failed';
}

interface ProjectActivityState {
  uploads: AssetUpload[];
}

const initialState: ProjectActivityState = { uploads: [] };

const slice = createSlice({
  name: 'projectActivity',
  initialState,
  reducers: {
    assetFilesChosen(_state, _action: PayloadAction<{ projectID: string; assetType: AssetType; filesToken: string }>) {},
    assetUploadStarted(state, action: PayloadAction<Omit<AssetUpload, 'status'>>) {
      state.uploads.push({ ...action.payload, status: 'uploading' });
    },
    assetUploadFinished(state, action: PayloadAction<{ id: string; ok: boolean }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) upload.status = action.payload.ok ? 'done' : 'failed';
    },
    finishedAssetUploadsDismissed(state, action: PayloadAction<{ projectID: string; assetType: AssetType }>) {
      state.uploads = state.uploads.filter((u) => u.projectID !== action.payload.projectID || u.assetType !== action.payload.assetType || u.status === 'uploading');
    },
    kitFileRemoveConfirmed(_state, _action: PayloadAction<{ projectID: string; kitID: string; fileID: string }>) {},
  },
});

export const { assetFilesChosen, assetUploadStarted, assetUploadFinished, finishedAssetUploadsDismissed, kitFileRemoveConfirmed } = slice.actions;
export const selectAssetUploads = (s: { projectActivity: ProjectActivityState }) => s.projectActivity.uploads;
export default slice.reducer;
