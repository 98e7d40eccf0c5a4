// The asset screens' workflow state: uploads in progress with their progress bars, the copy notice and
// whether the preview is open. Server data lives in RTK Query (assetsApi.ts), not here.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KitVisibility } from '@wb/contracts';

export interface UploadRow {
  id: string;
  name: string;
  /** Into a kit, or a kit's thumbnail: each screen shows its own. */
  purpose: 'asset' | 'kitThumbnail';
  /** The kit it goes into (or whose thumbnail it becomes). */
  kitID: string;
  /** 0 to 100. */
  progress: number;
  status: 'uploading' | 'saving' | 'done' | 'failed';
}

export interface AssetsState {
  uploads: UploadRow[];
  /** A short notice such as 'Image copied to the clipboard', cleared after its time. */
  notice: string | null;
  previewOpen: boolean;
}

const initialState: AssetsState = { uploads: [], notice: null, previewOpen: false };

const assetsSlice = createSlice({
  name: 'assets',
  initialState,
  reducers: {
    uploadStarted(state, action: PayloadAction<{ id: string; name: string; purpose: UploadRow['purpose']; kitID: string }>) {
      state.uploads.push({ ...action.payload, progress: 0, status: 'uploading' });
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; progress: number }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (row) row.progress = Math.max(row.progress, Math.min(100, Math.round(action.payload.progress)));
    },
    uploadFinished(state, action: PayloadAction<{ id: string; status: UploadRow['status'] }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (row) {
        row.status = action.payload.status;
        if (row.status === 'saving' || row.status === 'done') row.progress = 100;
      }
    },
    uploadsDismissed(state) {
      state.uploads = state.uploads.filter((u) => u.status === 'uploading' || u.status === 'saving');
    },
    noticeShown(state, action: PayloadAction<string>) {
      state.notice = action.payload;
    },
    noticeExpired(state, action: PayloadAction<string>) {
      if (state.notice === action.payload) state.notice = null;
    },
    previewToggled(state) {
      state.previewOpen = !state.previewOpen;
    },
    previewClosed(state) {
      state.previewOpen = false;
    },
  },
});

export const { uploadStarted, uploadProgressed, uploadFinished, uploadsDismissed, noticeShown, noticeExpired, previewToggled, previewClosed } = assetsSlice.actions;
export default assetsSlice.reducer;

// What the person did; the sagas (assetsSagas.ts) carry each out.
export const kitCreateSubmitted = createAction<{ name: string }>('assets/kitCreateSubmitted');
export const kitDeleteConfirmed = createAction<{ kitID: string }>('assets/kitDeleteConfirmed');
export const kitVisibilityChosen = createAction<{ kitID: string; visibility: KitVisibility }>('assets/kitVisibilityChosen');
export const kitThumbnailChosen = createAction<{ kitID: string; filesToken: string }>('assets/kitThumbnailChosen');
export const folderCreateSubmitted = createAction<{ kitID: string; name: string; parentID: string | null }>('assets/folderCreateSubmitted');
export const folderRenameSubmitted = createAction<{ kitID: string; directoryID: string; name: string }>('assets/folderRenameSubmitted');
export const folderDeleteConfirmed = createAction<{ kitID: string; directoryID: string }>('assets/folderDeleteConfirmed');
export const filesChosenForUpload = createAction<{ kitID: string; directoryID: string | null; filesToken: string }>('assets/filesChosenForUpload');
export const fileRenameSubmitted = createAction<{ fileID: string; name: string }>('assets/fileRenameSubmitted');
export const filesDeleteConfirmed = createAction<{ fileIDs: string[] }>('assets/filesDeleteConfirmed');
export const tagChosen = createAction<{ fileIDs: string[]; tagID: string | null; text: string }>('assets/tagChosen');
export const tagRemoved = createAction<{ fileIDs: string[]; tagID: string }>('assets/tagRemoved');
export const filesMoveChosen = createAction<{ fileIDs: string[]; fromKitID: string; toKitID: string; toName: string }>('assets/filesMoveChosen');
export const imageCopyRequested = createAction<{ url: string }>('assets/imageCopyRequested');

export const selectUploads = (s: { assets: AssetsState }) => s.assets.uploads;
export const selectNotice = (s: { assets: AssetsState }) => s.assets.notice;
export const selectPreviewOpen = (s: { assets: AssetsState }) => s.assets.previewOpen;
/** The kit's state in the query string changed (selection, folder): the address is replaced, not pushed. */
export const kitStateChanged = createAction<{ path: string }>('assets/kitStateChanged');
/** Put files of the kit in a folder, or (directoryID null) take them out of the folders they are in. */
export const filesPutInFolder = createAction<{ kitID: string; fileIDs: string[]; directoryID: string | null; folderName: string; currentDirectories: { fileID: string; directoryID: string }[] }>(
  'assets/filesPutInFolder',
);
