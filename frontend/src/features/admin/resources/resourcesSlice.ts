import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallInput, Calls } from '@wb/contracts';

/** What the dialog sends: the save call's whole input. */
export type ResourceSave = CallInput<typeof Calls.resources.save>;

// The Resources section's dialog and busy rows; the resources themselves are a query (resourcesApi.ts).
interface ResourcesState {
  dialog: {
    open: boolean;
    /** null: Add resource; else the row being edited. */
    resourceID: string | null;
    pending: boolean;
    /** The refusal shown in the dialog ('Please fill out the required fields.'), with the fields it flags. */
    error: string | null;
    fieldErrors: Record<string, string>;
    /** The uploaded image's url while the dialog is open, and whether an upload is under way. */
    image: string;
    uploading: boolean;
  };
  /** Deletes under way, by resource id. */
  deleting: Record<string, true>;
}

const closed: ResourcesState['dialog'] = { open: false, resourceID: null, pending: false, error: null, fieldErrors: {}, image: '', uploading: false };
const initialState: ResourcesState = { dialog: closed, deleting: {} };

const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    resourceDialogOpened(state, action: PayloadAction<{ resourceID: string | null; image: string }>) {
      state.dialog = { ...closed, open: true, resourceID: action.payload.resourceID, image: action.payload.image };
    },
    resourceDialogClosed(state) {
      state.dialog = closed;
    },
    resourceImagePicked(state, _action: PayloadAction<File>) {
      state.dialog.uploading = true;
    },
    resourceImageUploaded(state, action: PayloadAction<string>) {
      state.dialog.uploading = false;
      state.dialog.image = action.payload;
    },
    resourceImageFailed(state) {
      state.dialog.uploading = false;
    },
    resourceImageRemoved(state) {
      state.dialog.image = '';
    },
    resourceSaveRequested(state, _action: PayloadAction<ResourceSave>) {
      state.dialog.pending = true;
      state.dialog.error = null;
      state.dialog.fieldErrors = {};
    },
    resourceSaveRefused(state, action: PayloadAction<{ message: string; fields: Record<string, string> }>) {
      state.dialog.pending = false;
      state.dialog.error = action.payload.message;
      state.dialog.fieldErrors = action.payload.fields;
    },
    /** Editing a flagged field takes its flag away; the message goes with the last flag. */
    resourceFieldEdited(state, action: PayloadAction<string>) {
      if (!(action.payload in state.dialog.fieldErrors)) return;
      delete state.dialog.fieldErrors[action.payload];
      if (Object.keys(state.dialog.fieldErrors).length === 0) state.dialog.error = null;
    },
    resourceSaveFailed(state) {
      state.dialog.pending = false;
    },
    resourceSaved(state) {
      state.dialog = closed;
    },
    resourceDeleteRequested(state, action: PayloadAction<string>) {
      state.deleting[action.payload] = true;
    },
    resourceDeleteFinished(state, action: PayloadAction<string>) {
      delete state.deleting[action.payload];
    },
  },
});

export const {
  resourceDialogOpened,
  resourceDialogClosed,
  resourceImagePicked,
  resourceImageUploaded,
  resourceImageFailed,
  resourceImageRemoved,
  resourceSaveRequested,
  resourceSaveRefused,
  resourceFieldEdited,
  resourceSaveFailed,
  resourceSaved,
  resourceDeleteRequested,
  resourceDeleteFinished,
} = resourcesSlice.actions;
export default resourcesSlice.reducer;

type State = { resources: ResourcesState };
export const selectResourceDialog = (s: State) => s.resources.dialog;
export const selectResourceDeleting = (s: State) => s.resources.deleting;
