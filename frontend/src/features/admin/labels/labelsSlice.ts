import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LabelColor } from '@wb/contracts';

export interface LabelSave {
  /** null: a new label. */
  labelID: string | null;
  name: string;
  color: LabelColor;
}

// The Labels section's dialog; the labels themselves are a query (labelsApi.ts).
interface LabelsState {
  dialog: { open: boolean; labelID: string | null; pending: boolean; error: string | null; fieldErrors: Record<string, string> };
}

const closed: LabelsState['dialog'] = { open: false, labelID: null, pending: false, error: null, fieldErrors: {} };
const initialState: LabelsState = { dialog: closed };

const labelsSlice = createSlice({
  name: 'labels',
  initialState,
  reducers: {
    labelDialogOpened(state, action: PayloadAction<string | null>) {
      state.dialog = { ...closed, open: true, labelID: action.payload };
    },
    labelDialogClosed(state) {
      state.dialog = closed;
    },
    labelSaveRequested(state, _action: PayloadAction<LabelSave>) {
      state.dialog.pending = true;
      state.dialog.error = null;
      state.dialog.fieldErrors = {};
    },
    labelSaveRefused(state, action: PayloadAction<{ message: string; fields: Record<string, string> }>) {
      state.dialog.pending = false;
      state.dialog.error = action.payload.message;
      state.dialog.fieldErrors = action.payload.fields;
    },
    labelSaveFailed(state) {
      state.dialog.pending = false;
    },
    labelSaved(state) {
      state.dialog = closed;
    },
  },
});

export const { labelDialogOpened, labelDialogClosed, labelSaveRequested, labelSaveRefused, labelSaveFailed, labelSaved } = labelsSlice.actions;
export default labelsSlice.reducer;

type State = { labels: LabelsState };
export const selectLabelDialog = (s: State) => s.labels.dialog;
